import FlickCore

extension PagedGrid {
    /// A list named "Pages" valued "Page 2 of 5" (increment and decrement turn the page) of the pictures on the
    /// pages in view, each named by its item's `name` ("Item 3" without one), `offscreen` when out
    /// of the window; activating a picture opens it as a tap does (`onOpen`).
    public func semantics(at now: Double) -> [SemanticsNode] {
        let bounds = Rect(size: layout.size)
        var pictures: [SemanticsNode] = []
        for page in layout.visiblePages(position: position(at: now)) {
            for i in layout.indices(onPage: page) {
                guard let frame = pictureFrame(ofItem: i, at: now) else { continue }
                let node = SemanticsNode(role: .picture, name: items[i].name ?? "Item \(i + 1)",
                                         states: frame.intersects(bounds) ? [] : .offscreen, frame: frame,
                                         actions: onOpen == nil ? [] : [.activate],
                                         actionHandler: { [weak self] action, now in
                                             guard action == .activate, let self, let onOpen = self.onOpen,
                                                   let frame = self.pictureFrame(ofItem: i, at: now) else { return false }
                                             onOpen(i, frame, now)
                                             return true
                                         })
                pictures.append(node)
            }
        }
        return [SemanticsNode(role: .list, name: "Pages", value: "Page \(currentPage + 1) of \(pageCount)", frame: bounds,
                              actions: [.increment, .decrement], children: pictures,
                              actionHandler: { [weak self] action, now in
                                  guard let self else { return false }
                                  switch action {
                                  case .increment: self.nextPage(now: now)
                                  case .decrement: self.previousPage(now: now)
                                  default: return false
                                  }
                                  return true
                              })]
    }
}
