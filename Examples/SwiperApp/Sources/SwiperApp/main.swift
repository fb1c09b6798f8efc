import Foundation
import FlickApp

let colors: [UInt32] = [0xD03030, 0x30A050, 0x3060D0, 0xE0A020, 0x8040B0]  // page n: a colour, n white squares
let swiper = Swiper(pageCount: colors.count) { index in
    DrawnView { size in
        let side = min(size.width, size.height) / 8, x0 = (size.width - Double(2 * index + 1) * side) / 2
        let squares = (0...index).map { k in
            SceneNode.fill(Rect(x: x0 + Double(2 * k) * side, y: (size.height - side) / 2, width: side, height: side),
                           Color(hex: 0xFFFFFF))
        }
        return .stack([.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), Color(hex: colors[index]))] + squares)
    }
}
exit(FlickApp.run(swiper, title: "Swiper example", size: Size(640, 480)))
