import FlickCore

extension TextView {
    /// The font's line height, px: measured by the host once, else estimated.
    func lineHeight() -> Double {
        if lineHeightPx > 0 { return lineHeightPx }
        let info = appliedEnvironment?.host?.layoutText("Ag", font: font, width: nil)
        if let h = info?.lines.first?.height, h > 0 {
            lineHeightPx = h
            return h
        }
        return TextLayoutInfo.estimate("Ag", font: font, width: nil).lines[0].height
    }

    /// The estimated height of `range`'s text in the column: its bytes at an average glyph width,
    /// wrapped, in whole lines (one for an empty line).
    func estimatedHeight(of range: Range<Int>) -> Double {
        let perLine = max(1, columnWidth / (font.size * Constants.averageGlyphWidthFactor * 0.85))
        return Double(max(1, (Double(range.count) / perLine).rounded(.up))) * lineHeight()
    }

    /// Cuts the whole text into blocks with estimated heights and forgets every layout.
    func rebuildBlocks() {
        let ranges = TextBlock.ranges(of: editor.text, maxBytes: Constants.textBlockMaxBytes)
        blocks = ranges.map { TextBlock(range: $0, height: estimatedHeight(of: $0)) }
        layouts.removeAll()
        measuredWidth = columnWidth
        blocksLaidOut = 0
        recomputeTops(from: 0)
    }

    /// Cuts again only the blocks the editor's last change touched, shifting the ones after it.
    func blocksDidChange() {
        guard let change = editor.lastChange, !blocks.isEmpty else { rebuildBlocks(); return }
        let delta = change.insertedBytes - change.range.count
        let first = blockIndex(containing: change.range.lowerBound)
        let last = blockIndex(containing: change.range.upperBound)
        let start = blocks[first].range.lowerBound
        let end = blocks[last].range.upperBound + delta
        let region = editor.substring(start..<max(start, end))
        let ranges = TextBlock.ranges(of: region, base: start, maxBytes: Constants.textBlockMaxBytes)
        let replaced = ranges.map { TextBlock(range: $0, height: estimatedHeight(of: $0)) }
        for i in (last + 1)..<blocks.count {
            blocks[i].range = (blocks[i].range.lowerBound + delta)..<(blocks[i].range.upperBound + delta)
        }
        blocks.replaceSubrange(first...last, with: replaced)
        layouts.removeAll()
        recomputeTops(from: first)
    }

    /// Recomputes the blocks' tops from block `first` on, and the scrolling's lengths.
    func recomputeTops(from first: Int) {
        if tops.count != blocks.count + 1 { tops = Array(repeating: 0, count: blocks.count + 1) }
        var y = first == 0 ? 0 : tops[first]
        for i in first..<blocks.count {
            tops[i] = y
            y += blocks[i].height
        }
        tops[blocks.count] = y
        scroller.setLengths(viewport: size.height, content: y + 2 * verticalPaddingPx)
    }

    /// The block whose range holds UTF-8 offset `offset` (at a boundary, the later block).
    func blockIndex(containing offset: Int) -> Int {
        var lo = 0, hi = blocks.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if blocks[mid].range.lowerBound <= offset { lo = mid } else { hi = mid - 1 }
        }
        return max(0, lo)
    }

    /// The block at content height `y` (px from the first block's top; clamped to the blocks).
    func blockIndex(atY y: Double) -> Int {
        var lo = 0, hi = blocks.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if tops[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return max(0, lo)
    }

    /// At a new column width: every block estimated again, the block at the top of the view kept there.
    func remeasureIfNeeded() {
        guard abs(columnWidth - measuredWidth) > 0.5 || tops.count != blocks.count + 1 else {
            scroller.setLengths(viewport: size.height, content: (tops.last ?? 0) + 2 * verticalPaddingPx)
            return
        }
        let offset = scroller.offset(now: lastTime)
        let top = blockIndex(atY: offset - verticalPaddingPx)
        let fraction = blocks.isEmpty || blocks[top].height <= 0 ? 0
            : (offset - verticalPaddingPx - tops[top]) / blocks[top].height
        measuredWidth = columnWidth
        lineHeightPx = 0
        layouts.removeAll()
        for i in blocks.indices {
            blocks[i].height = estimatedHeight(of: blocks[i].range)
            blocks[i].isMeasured = false
        }
        recomputeTops(from: 0)
        scroller.scroll(to: tops[top] + fraction * blocks[top].height + verticalPaddingPx, animated: false, now: lastTime)
    }

    /// Block `i` laid out in the column (cached), its measured height taken in.
    @discardableResult
    func layOut(_ i: Int) -> (text: String, info: TextLayoutInfo) {
        if let laid = layouts[i] { return laid }
        let block = blocks[i]
        let text = editor.substring(block.range)
        let info = appliedEnvironment?.host?.layoutText(text, font: font, width: columnWidth)
            ?? TextLayoutInfo.estimate(text, font: font, width: columnWidth)
        blocksLaidOut += 1
        if layouts.count >= Constants.textViewLayoutCacheLimit { layouts.removeAll() }
        layouts[i] = (text, info)
        let height = max(info.size.height, lineHeight())
        if !block.isMeasured || abs(height - block.height) > 0.01 {
            blocks[i].height = height
            blocks[i].isMeasured = true
            recomputeTops(from: i)
        }
        return (text, info)
    }

    /// Lays out the blocks within a viewport of `offset` (and `Constants.textViewLayoutMarginViewports`
    /// around it), keeping the content at the top of the view in place when a block above it changes
    /// height; returns the blocks that show.
    func layOutVisible(offset: Double) -> [Int] {
        guard !blocks.isEmpty else { return [] }
        let margin = size.height * Constants.textViewLayoutMarginViewports
        var y0 = offset - verticalPaddingPx
        let anchor = blockIndex(atY: y0)
        let anchorShift = y0 - tops[anchor]
        // Above the view: laid out first, so their measured heights move the anchor, then the
        // offset follows it.
        var i = blockIndex(atY: y0 - margin)
        while i < anchor { layOut(i); i += 1 }
        layOut(anchor)
        let corrected = tops[anchor] + anchorShift
        if abs(corrected - y0) > 0.01, !scroller.isDragging {
            scroller.scroll(to: corrected + verticalPaddingPx, animated: false, now: lastTime)
            y0 = corrected
        }
        let y1 = y0 + size.height
        var visible: [Int] = []
        i = anchor
        while i < blocks.count, tops[i] < y1 + margin {
            layOut(i)
            if tops[i] < y1 && tops[i] + blocks[i].height > y0 - verticalPaddingPx { visible.append(i) }
            i += 1
        }
        return visible
    }

    /// The UTF-8 offset a press at `p` (view coordinates) lands on at `now`.
    func offset(at p: Point, now: Double) -> Int {
        guard !blocks.isEmpty else { return 0 }
        let y = p.y - verticalPaddingPx + scroller.offset(now: now)
        let i = blockIndex(atY: y)
        let laid = layOut(i)
        let local = laid.info.offset(at: Point(p.x - columnX, y - tops[i]))
        return blocks[i].range.lowerBound + local
    }

    /// Where the caret at `offset` is in the content: its top (px from the first block's top), x
    /// in the column and height.
    func caretFrame(of offset: Int) -> (y: Double, x: Double, height: Double) {
        let i = blockIndex(containing: offset)
        let laid = layOut(i)
        let c = laid.info.caret(at: offset - blocks[i].range.lowerBound)
        return (tops[i] + c.point.y, c.point.x, c.height)
    }

    /// Scrolls the least that brings the caret into view.
    func scrollToCaret(now: Double) {
        let c = caretFrame(of: editor.caret)
        let top = c.y + verticalPaddingPx, bottom = top + c.height
        let offset = scroller.target
        if top < offset + verticalPaddingPx {
            scroller.scroll(to: top - verticalPaddingPx, animated: false, now: now)
        } else if bottom > offset + size.height - verticalPaddingPx {
            scroller.scroll(to: bottom - size.height + verticalPaddingPx, animated: false, now: now)
        }
    }

    /// The offset one line above (`lines` < 0) or below the caret at the caret's x.
    func offset(movingLines lines: Int, from offset: Int) -> Int {
        var i = blockIndex(containing: offset)
        var info = layOut(i).info
        let local = offset - blocks[i].range.lowerBound
        var line = info.lineIndex(of: local)
        let x = info.caret(at: local).point.x
        var remaining = lines
        while remaining != 0 {
            if remaining < 0 {
                if line > 0 { line -= 1 } else if i > 0 { i -= 1; info = layOut(i).info; line = info.lines.count - 1 } else { return 0 }
                remaining += 1
            } else {
                if line < info.lines.count - 1 { line += 1 } else if i < blocks.count - 1 { i += 1; info = layOut(i).info; line = 0 } else { return editor.endOffset }
                remaining -= 1
            }
        }
        return blocks[i].range.lowerBound + info.lines[line].offset(nearestX: x)
    }
}
