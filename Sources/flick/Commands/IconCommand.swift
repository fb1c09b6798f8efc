import ArgumentParser
import FlickDemo
import FlickTracing

/// `flick icon --size N --out FILE`: draws Flick's icon with Flick's own renderer, as a PNG of
/// N x N pixels or, for a FILE ending in `.svg`, as the scalable SVG. `make install` uses it.
struct IconCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "icon",
        abstract: "Draw Flick's icon to a PNG (--size N) or an SVG file (headless).")

    @Option(help: ArgumentHelp("Side of the PNG in pixels, 1 to 1024 (default: 256; not for .svg).", valueName: "n"))
    var size: Int?

    @Option(help: ArgumentHelp("The file to write: NAME.png or NAME.svg.", valueName: "file"))
    var out: String

    func run() throws {
        switch PathNames.fileExtension(out) {
        case "png":
            let side = size ?? 256
            guard (1...1024).contains(side) else {
                throw FlickError.usage("bad icon size \(side); use --size with a whole number from 1 to 1024, e.g. 48")
            }
            do { try AppIcon.writePNG(side: side, to: out) } catch {
                throw FlickError.usage("cannot write the icon to \(Quoted.text(out)): \(FileProblem(error)); choose a writable --out")
            }
        case "svg":
            guard size == nil else {
                throw FlickError.usage("an SVG icon is scalable and takes no --size; drop --size, or write a .png")
            }
            do { try OutputFile.write(Array(AppIcon.svg.utf8), to: out) } catch {
                throw FlickError.usage("cannot write the icon to \(Quoted.text(out)): \(FileProblem(error)); choose a writable --out")
            }
        default:
            throw FlickError.usage("cannot tell the icon's format from \(Quoted.text(out)); use --out with a name ending in .png or .svg")
        }
    }
}
