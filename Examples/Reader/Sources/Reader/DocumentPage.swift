import FlickApp
import Foundation

/// A text file shown as a page: wrapped in a readable column, scrolled, selected and copied as a
/// `TextView` does. The file is read off the UI thread; until it arrives the page says so, and a
/// file that cannot be shown says why.
final class DocumentPage: TextView, ReaderPage {
    let file: FilePathBytes

    /// A page that reads `file`.
    init(file: FilePathBytes) {
        self.file = file
        super.init(text: "Opening \(file.lastComponent)…")
        name = file.lastComponent.description
        let page = UIThreadReference(self), path = file
        DispatchQueue.global(qos: .userInitiated).async {
            let result = DocumentFile.read(path)
            FlickApp.post { page.value.show(result) }
        }
    }

    /// "document".
    var restorationID: String { "document" }

    /// `{"text": PATH}`.
    func restorationState() -> RestorationValue { SavedPage.text(file).value }

    /// Shows what reading the file gave.
    private func show(_ result: Result<String, DocumentProblem>) {
        switch result {
        case .success(let contents): text = contents
        case .failure(let problem): text = "\(file.lastComponent) cannot be shown: \(problem.reason)."
        }
    }
}

/// A UI object carried through a background read to the closure `FlickApp.post` runs.
/// @unchecked Sendable: made on the UI thread and used only in that closure, which runs there.
private struct UIThreadReference<Object: AnyObject>: @unchecked Sendable {
    let value: Object
    init(_ value: Object) { self.value = value }
}
