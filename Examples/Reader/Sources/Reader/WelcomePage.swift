import FlickApp

/// The page shown when nothing is open (and for a new page, ctrl+t): how to open something.
final class WelcomePage: TextView, Titled {
    init() {
        super.init(text: """
            Choose a document or a picture in the library to open it here.

            Type in the search field to find a file by its name. F9 shows or hides the library; \
            ctrl+shift+o shows every open page.
            """)
        name = "Welcome"
    }

    /// "Welcome".
    var title: String? { "Welcome" }
}
