/// Three box-blur passes per axis over 8-bit alpha: a cheap, close Gaussian.
enum AlphaBlur {
    /// Box half-width giving about `sigma` after three passes.
    static func boxRadius(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        // Three passes of a box of width w have variance 3·(w²−1)/12.
        let w = (4 * sigma * sigma + 1).squareRoot()
        return max(0, Int(((w - 1) / 2).rounded()))
    }

    /// Blurs `height` rows of `width` bytes (rows `stride` apart) in place; outside counts as zero.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int) {
        guard radius > 0, width > 0, height > 0 else { return }
        let longest = max(width, height)
        var line = [Int](repeating: 0, count: longest)
        var out = [Int](repeating: 0, count: longest)
        for y in 0..<height {
            for x in 0..<width { line[x] = Int(data[y * stride + x]) }
            for _ in 0..<3 { boxPass(&line, &out, count: width, radius: radius); swap(&line, &out) }
            for x in 0..<width { data[y * stride + x] = UInt8(line[x]) }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = Int(data[y * stride + x]) }
            for _ in 0..<3 { boxPass(&line, &out, count: height, radius: radius); swap(&line, &out) }
            for y in 0..<height { data[y * stride + x] = UInt8(line[y]) }
        }
    }

    /// One running-sum box average of `input[0..<count]` into `output`.
    private static func boxPass(_ input: inout [Int], _ output: inout [Int], count: Int, radius: Int) {
        let w = 2 * radius + 1
        var sum = 0
        for i in 0...min(radius, count - 1) { sum += input[i] }
        for i in 0..<count {
            output[i] = (sum + w / 2) / w
            let incoming = i + radius + 1, outgoing = i - radius
            if incoming < count { sum += input[incoming] }
            if outgoing >= 0 { sum -= input[outgoing] }
        }
    }
}
