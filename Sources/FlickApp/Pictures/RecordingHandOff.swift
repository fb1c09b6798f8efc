import Foundation

/// Where a `PictureStore` of a headless recording (`FLICK_RECORD`) hands its results: there is
/// no UI loop, so decode threads leave their work here and the recording's thread runs it when
/// it waits for the pictures (`AppContent` before it advances a frame), so a picture asked for in
/// one frame is on screen in the next whatever the decode took in real time.
final class RecordingHandOff: @unchecked Sendable {
    // @unchecked: `work` is read and written only under `condition`'s lock.
    private let condition = NSCondition()
    private var work: [@Sendable () -> Void] = []

    /// Leaves `item` to run on the recording's thread (any thread may call it).
    func post(_ item: @escaping @Sendable () -> Void) {
        condition.lock()
        work.append(item)
        condition.signal()
        condition.unlock()
    }

    /// Waits until some work is there or `timeoutS` has passed, then runs all that is there on
    /// the calling thread; returns how many items ran.
    @discardableResult
    func runPosted(waitingAtMostS timeoutS: Double) -> Int {
        condition.lock()
        let deadline = Date(timeIntervalSinceNow: timeoutS)
        while work.isEmpty, condition.wait(until: deadline) {}
        let items = work
        work.removeAll()
        condition.unlock()
        for item in items { item() }
        return items.count
    }
}
