import FlickCore

/// The pages in the three slots: made by the app's `makePage`, adopted, laid out at the next frame and let go.
extension Swiper {
    /// The pages, each once (with one or two pages one component may fill several slots).
    var distinctPages: [any Component] {
        var seen: Set<ObjectIdentifier> = []
        return pages.compactMap { $0 }.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Makes the page of every slot whose content moved on since its page was made (all three
    /// the first time: the center, then its neighbours) and adopts it, to be laid out at the
    /// swiper's size before it is drawn or gets a gesture; an empty slot holds no page; pages no
    /// slot shows any more are released.
    func loadPages() {
        let old = distinctPages
        if pageCount == 0 {
            pages = []
            loadedVersions = []
        } else {
            var loaded: [(any Component)?] = pages.isEmpty ? [nil, nil, nil] : pages
            if pages.isEmpty { loadedVersions = [0, 0, 0] }
            for role in [SlotRole.center, .right, .left] {
                let slot = slots.slot(role)
                if slot.isEmpty {
                    loaded[slot.id] = nil
                    loadedVersions[slot.id] = slot.version
                    continue
                }
                guard loaded[slot.id] == nil || loadedVersions[slot.id] != slot.version else { continue }
                let page = makePage(slot.itemIndex)
                loaded[slot.id] = page
                loadedVersions[slot.id] = slot.version
                adoptChild(page)
                pendingLayout.add(page)
            }
            pages = loaded
        }
        let kept = Set(distinctPages.map { ObjectIdentifier($0) })
        var released: Set<ObjectIdentifier> = []
        for page in old where !kept.contains(ObjectIdentifier(page)) && released.insert(ObjectIdentifier(page)).inserted {
            releaseChild(page)
        }
    }
}
