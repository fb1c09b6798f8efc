import FlickApp

/// The probe's swiper (`flick-app-probe swiper TITLE`): three pages of plain colours, for the
/// tests of `FLICK_TRACE` and `FLICK_RECORD` (its state: `swiper.index` and the rest).
enum SwiperProbe {
    static let colors: [UInt32] = [0xD03030, 0x30A050, 0x3060D0]

    static func make() -> Swiper {
        Swiper(pageCount: colors.count) { index in
            DrawnView { size in .fill(Rect(x: 0, y: 0, width: size.width, height: size.height), Color(hex: colors[index])) }
        }
    }
}
