import CX11
import FlickCore

/// Copy and paste over the X selections (ICCCM), on the window's connection and its loop, never
/// waiting on another client: `copy` makes the window the owner of CLIPBOARD or PRIMARY and
/// answers requests for `TARGETS`, `TIMESTAMP`, `MULTIPLE`, `UTF8_STRING`, `TEXT` (as UTF-8) and
/// `STRING` (Latin-1, "?" for the rest), a text past the server's request limit or
/// `Constants.selectionChunkBytes` going in INCR chunks, one each time the requestor deletes
/// the last; `read` asks the owner for `UTF8_STRING` (then `STRING` when refused) into a property
/// of the window and calls back on the loop's thread when it arrives, INCR transfers taken one
/// chunk per event and a property `Constants.selectionPieceBytes` per turn of the loop, at most
/// `Constants.maxPasteBytes`, nil after `Constants.selectionTimeoutS` without an answer. A
/// selection the window owns is read without a round trip.
///
/// Ownership ends with the window: nothing is handed to a clipboard manager on exit.
public final class X11Clipboard {
    private let display: OpaquePointer
    private let window: Window
    private let clock: Clock
    /// The latest server time an event carried (0: none yet, CurrentTime is used).
    private let serverTime: () -> Time
    private let atoms: SelectionAtoms
    /// The longest property written in one piece, bytes.
    private let chunkBytes: Int
    /// What the window owns, by selection atom.
    private var owned: [Atom: OwnedText] = [:]
    /// Reads waiting for an owner, by selection atom.
    private var reads: [Atom: PendingRead] = [:]
    /// INCR transfers to requestors under way.
    private var sends: [OutgoingTransfer] = []
    /// The window's properties of INCR transfers given up on (past the paste limit or the timeout),
    /// which their owners may still write chunks into: deleted, unread, until the empty chunk.
    private var abandoned: Set<Atom> = []

    init(display: OpaquePointer, window: Window, clock: Clock, serverTime: @escaping () -> Time) {
        self.display = display
        self.window = window
        self.clock = clock
        self.serverTime = serverTime
        atoms = SelectionAtoms(display: display)
        let extended = Int(XExtendedMaxRequestSize(display))
        let units = extended > 0 ? extended : Int(XMaxRequestSize(display))
        // A ChangeProperty request's header and a margin, as other toolkits leave.
        chunkBytes = max(1024, min(Constants.selectionChunkBytes, units * 4 - 100))
    }

    /// True while the window owns `selection` (until another client takes it).
    public func owns(_ selection: X11Selection) -> Bool { owned[atoms.selection(selection)] != nil }

    /// Makes the window the owner of `selection` holding `text`; false when the server gave the
    /// selection to another client. It is taken at the time of the window's latest event (as
    /// ICCCM asks), or at the server's current time when another client took it since then (a
    /// copy made by a timer or posted work).
    @discardableResult
    public func copy(_ text: String, to selection: X11Selection) -> Bool {
        let atom = atoms.selection(selection)
        var time = serverTime()
        XSetSelectionOwner(display, atom, window, time)
        if XGetSelectionOwner(display, atom) != window, time != Time(CurrentTime) {
            time = Time(CurrentTime)
            XSetSelectionOwner(display, atom, window, time)
        }
        guard XGetSelectionOwner(display, atom) == window else {
            owned[atom] = nil
            return false
        }
        owned[atom] = OwnedText(text: text, utf8: Array(text.utf8), since: time == Time(CurrentTime) ? serverTime() : time)
        return true
    }

    /// Reads `selection` as text and calls `completion` on the loop's thread with it, or with nil
    /// when nobody owns it, the owner has no text or does not answer in time. A selection the
    /// window owns is given at once, before `read` returns.
    public func read(_ selection: X11Selection, completion: @escaping (String?) -> Void) {
        let atom = atoms.selection(selection)
        if let mine = owned[atom] {
            completion(mine.text)
            return
        }
        if reads[atom] != nil {
            reads[atom]?.completions.append(completion)
            return
        }
        let properties = atoms.properties(for: atom)
        let property = properties.first { !abandoned.contains($0) } ?? properties[0]
        reads[atom] = PendingRead(property: property, target: atoms.utf8String, completions: [completion],
                                  deadline: clock.now + Constants.selectionTimeoutS)
        convert(atom, to: atoms.utf8String)
    }

    /// The next time a read or a transfer times out (app clock), now while a property is read in
    /// pieces, or nil when nothing is under way.
    var nextDeadline: Double? {
        if reads.values.contains(where: { $0.piece != nil }) { return clock.now }
        return (reads.values.map(\.deadline) + sends.map(\.deadline)).min()
    }

    /// Reads the next piece of each property being read, and ends the reads and transfers whose
    /// time is up: reads complete with nil.
    func expire(now: Double) {
        for (atom, read) in reads where read.piece != nil { readPiece(atom) }
        for (atom, read) in reads where read.deadline <= now && read.piece == nil {
            XDeleteProperty(display, window, read.property)
            if read.incrementalType != nil { abandoned.insert(read.property) }
            finish(atom, nil)
        }
        for send in sends where send.deadline <= now { drop(send) }
    }

    /// One selection event from the window's connection.
    func handle(_ event: SelectionEvent) {
        switch event {
        case .request(let request):
            answer(request)
        case .clear(let selection, _):
            owned[selection] = nil
        case .notify(let selection, let target, let property):
            notified(selection, target: target, property: property)
        case .property(let window, let atom, let deleted):
            if window == self.window {
                if !deleted { abandoned.contains(atom) ? drain(atom) : chunkArrived(property: atom) }
            } else if deleted {
                sendNextChunk(requestor: window, property: atom)
            }
        }
    }

    // MARK: Reading

    /// Asks the owner of `selection` for `target` in the window's property for it, at the server's
    /// current time: a read need not follow an event (the server refuses a time from before the
    /// owner took the selection).
    private func convert(_ selection: Atom, to target: Atom) {
        guard let property = reads[selection]?.property else { return }
        XDeleteProperty(display, window, property)
        XConvertSelection(display, selection, target, property, window, Time(CurrentTime))
        XFlush(display)
    }

    /// The owner answered: the text is in the property, or begins an INCR transfer, or (None) was
    /// refused, when `UTF8_STRING` is asked again as `STRING`.
    private func notified(_ selection: Atom, target: Atom, property: Atom) {
        // A late answer to a read given up on names another property.
        guard let read = reads[selection], read.incrementalType == nil,
              property == Atom(None) || property == read.property else { return }
        guard property != Atom(None) else {
            if read.target == atoms.utf8String {
                reads[selection]?.target = atoms.string
                reads[selection]?.deadline = clock.now + Constants.selectionTimeoutS
                convert(selection, to: atoms.string)
            } else {
                finish(selection, nil)
            }
            return
        }
        guard reads[selection]?.piece == nil else { return }
        reads[selection]?.piece = PropertyPieces()
        readPiece(selection)
    }

    /// An INCR chunk in the window's property: read like the answer, a piece per loop turn.
    private func chunkArrived(property: Atom) {
        let incremental = reads.first {
            $0.value.property == property && $0.value.incrementalType != nil && $0.value.piece == nil
        }
        guard let selection = incremental?.key else { return }
        reads[selection]?.piece = PropertyPieces()
        readPiece(selection)
    }

    /// Reads the next piece (`Constants.selectionPieceBytes`) of the property being read for
    /// `selection`; once it is whole (or past the paste limit), deletes it (which asks an INCR
    /// owner for its next chunk) and takes its value. A property longer than a piece is read over
    /// several turns of the loop (`nextDeadline` is due at once meanwhile), so no turn reads much.
    private func readPiece(_ selection: Atom) {
        guard var read = reads[selection], var piece = read.piece else { return }
        let property = read.property
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, window, property, piece.bytes.count / 4, Constants.selectionPieceBytes / 4,
                                        False, Atom(AnyPropertyType), &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, type != Atom(None), type == atoms.incr || format == 8 else {
            XDeleteProperty(display, window, property)
            return finish(selection, nil)
        }
        if type != atoms.incr, let data { piece.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count))) }
        read.deadline = clock.now + Constants.selectionTimeoutS
        let whole = after == 0 || type == atoms.incr || read.received.count + piece.bytes.count > Constants.maxPasteBytes
        read.piece = whole ? nil : piece
        reads[selection] = read
        guard whole else { return }
        XDeleteProperty(display, window, property)
        took(selection, type: type, bytes: piece.bytes)
    }

    /// A whole property read for `selection`: the owner's answer (the text, or INCR: its deletion
    /// asked for the first chunk), or an INCR chunk, appended up to the paste limit (an empty one
    /// ends the transfer).
    private func took(_ selection: Atom, type: Atom, bytes: [UInt8]) {
        guard var read = reads[selection] else { return }
        guard let incrementalType = read.incrementalType else {
            if type == atoms.incr {
                reads[selection]?.incrementalType = Atom(None)
                return
            }
            return finish(selection, decode(SelectionText.cut(bytes, toUTF8Limit: Constants.maxPasteBytes), type: type))
        }
        let textType = incrementalType == Atom(None) ? type : incrementalType
        if bytes.isEmpty {
            return finish(selection, decode(SelectionText.cut(read.received, toUTF8Limit: Constants.maxPasteBytes), type: textType))
        }
        read.incrementalType = textType
        read.received += bytes.prefix(max(0, Constants.maxPasteBytes + 4 - read.received.count))
        reads[selection] = read
        if read.received.count > Constants.maxPasteBytes {
            // Enough: the rest is deleted unread as it comes (`drain`).
            abandoned.insert(read.property)
            finish(selection, decode(SelectionText.cut(read.received, toUTF8Limit: Constants.maxPasteBytes), type: textType))
        }
    }

    /// An abandoned transfer's owner wrote a chunk: deleted unread (so the owner goes on to its
    /// end); the empty chunk ends it and frees the property.
    private func drain(_ property: Atom) {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, window, property, 0, 0, False, Atom(AnyPropertyType),
                                        &type, &format, &count, &after, &data)
        if let data { XFree(data) }
        XDeleteProperty(display, window, property)
        if status != Success || type == Atom(None) || after == 0 { abandoned.remove(property) }
    }

    private func decode(_ bytes: [UInt8], type: Atom) -> String {
        type == atoms.string ? SelectionText.fromLatin1(bytes) : SelectionText.fromUTF8(bytes)
    }

    private func finish(_ selection: Atom, _ text: String?) {
        guard let read = reads.removeValue(forKey: selection) else { return }
        for completion in read.completions { completion(text) }
    }

    // MARK: Owning

    /// Converts what the window owns for a requestor, or refuses (property None).
    private func answer(_ request: ConversionRequest) {
        // Obsolete clients name no property: the target's name is the property.
        let property = request.property == Atom(None) ? request.target : request.property
        var answered = false
        if let text = owned[request.selection] {
            if request.target == atoms.multiple {
                answered = convertMultiple(text, requestor: request.requestor, property: property)
            } else {
                answered = write(text, as: request.target, to: request.requestor, property: property)
            }
        }
        var event = XEvent()
        event.xselection = XSelectionEvent(
            type: SelectionNotify, serial: 0, send_event: True, display: display, requestor: request.requestor,
            selection: request.selection, target: request.target,
            property: answered ? property : Atom(None), time: request.time)
        XSendEvent(display, request.requestor, False, 0, &event)
        XFlush(display)
    }

    /// Writes `text` converted to `target` into the requestor's `property` (INCR for a long text);
    /// false for a target Flick does not offer.
    private func write(_ text: OwnedText, as target: Atom, to requestor: Window, property: Atom) -> Bool {
        switch target {
        case atoms.targets:
            let offered = [atoms.targets, atoms.multiple, atoms.timestamp, atoms.utf8String, atoms.text, atoms.string]
            writeLongs(offered.map { Int($0) }, type: XA_ATOM, to: requestor, property: property)
        case atoms.timestamp:
            writeLongs([Int(text.since)], type: XA_INTEGER, to: requestor, property: property)
        case atoms.utf8String, atoms.text:
            writeBytes(text.utf8, type: atoms.utf8String, to: requestor, property: property)
        case atoms.string:
            writeBytes(SelectionText.latin1(text.text), type: atoms.string, to: requestor, property: property)
        default:
            return false
        }
        return true
    }

    /// MULTIPLE: the requestor's property holds (target, property) pairs; each is converted, and a
    /// pair Flick cannot convert gets None as its property.
    private func convertMultiple(_ text: OwnedText, requestor: Window, property: Atom) -> Bool {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, requestor, property, 0, 1024, False, Atom(AnyPropertyType),
                                        &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, format == 32, let data, count >= 2 else { return false }
        // Format-32 property data is an array of C longs.
        var pairs = data.withMemoryRebound(to: Int.self, capacity: Int(count)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(count) & ~1))
        }
        for i in stride(from: 0, to: pairs.count, by: 2) {
            let target = Atom(truncatingIfNeeded: pairs[i]), into = Atom(truncatingIfNeeded: pairs[i + 1])
            if target == atoms.multiple || into == Atom(None) || !write(text, as: target, to: requestor, property: into) {
                pairs[i + 1] = Int(None)
            }
        }
        writeLongs(pairs, type: type, to: requestor, property: property)
        return true
    }

    private func writeLongs(_ values: [Int], type: Atom, to requestor: Window, property: Atom) {
        values.withUnsafeBytes {
            _ = XChangeProperty(display, requestor, property, type, 32, PropModeReplace,
                                $0.bindMemory(to: UInt8.self).baseAddress, Int32(values.count))
        }
    }

    /// Writes `bytes` at once, or starts an INCR transfer: the INCR property carries the size, and
    /// each deletion of the property by the requestor brings the next chunk.
    private func writeBytes(_ bytes: [UInt8], type: Atom, to requestor: Window, property: Atom) {
        guard bytes.count > chunkBytes else {
            bytes.withUnsafeBufferPointer {
                _ = XChangeProperty(display, requestor, property, type, 8, PropModeReplace, $0.baseAddress, Int32($0.count))
            }
            return
        }
        sends.removeAll { $0.requestor == requestor && $0.property == property }
        XSelectInput(display, requestor, PropertyChangeMask)
        writeLongs([bytes.count], type: atoms.incr, to: requestor, property: property)
        sends.append(OutgoingTransfer(requestor: requestor, property: property, type: type, bytes: bytes,
                                      deadline: clock.now + Constants.selectionTimeoutS))
    }

    /// The requestor deleted the property of an INCR transfer: the next chunk, or the empty one
    /// that ends it.
    private func sendNextChunk(requestor: Window, property: Atom) {
        guard let index = sends.firstIndex(where: { $0.requestor == requestor && $0.property == property }) else { return }
        let send = sends[index]
        let end = min(send.offset + chunkBytes, send.bytes.count)
        send.bytes[send.offset..<end].withUnsafeBufferPointer {
            _ = XChangeProperty(display, requestor, property, send.type, 8, PropModeReplace,
                                $0.baseAddress, Int32($0.count))
        }
        if send.offset == end {
            drop(send)
        } else {
            sends[index].offset = end
            sends[index].deadline = clock.now + Constants.selectionTimeoutS
        }
        XFlush(display)
    }

    /// Ends a transfer; the requestor's events are no longer selected once none is left to it.
    private func drop(_ send: OutgoingTransfer) {
        sends.removeAll { $0.requestor == send.requestor && $0.property == send.property }
        if !sends.contains(where: { $0.requestor == send.requestor }) {
            XSelectInput(display, send.requestor, NoEventMask)
        }
    }
}

/// A text the window owns as a selection.
private struct OwnedText {
    var text: String
    var utf8: [UInt8]
    /// The server time the selection was taken at (TIMESTAMP's answer).
    var since: Time
}

/// A read waiting for the owner of a selection.
private struct PendingRead {
    /// The window's property the owner writes into.
    var property: Atom
    /// `UTF8_STRING`, or `STRING` after the owner refused it.
    var target: Atom
    var completions: [(String?) -> Void]
    /// When it gives up (app clock), renewed by each INCR chunk.
    var deadline: Double
    /// nil before an INCR transfer; None once one began, then the type of its first chunk.
    var incrementalType: Atom?
    /// The INCR chunks so far.
    var received: [UInt8] = []
    /// The property being read a piece at a time, or nil.
    var piece: PropertyPieces?
}

/// A property of the window read a piece per loop turn: what was read so far.
private struct PropertyPieces {
    var bytes: [UInt8] = []
}

/// An INCR transfer of a text the window owns to a requestor's property.
private struct OutgoingTransfer {
    var requestor: Window
    var property: Atom
    var type: Atom
    var bytes: [UInt8]
    /// Bytes sent so far.
    var offset = 0
    /// When the requestor is given up on (app clock), renewed by each chunk it takes.
    var deadline: Double
}
