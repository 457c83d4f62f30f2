import Catalogue
import Measure

/// A site with its id and where it is: one mutant.
struct Mutant: Equatable {
    let id: Int
    /// Path relative to the package root.
    let file: String
    let style: String
    let layer: LayerName
    let site: MutationSite
    /// 1-based line and column (in bytes) of the site's anchor.
    let line: Int
    let column: Int

    var location: String { "\(file):\(line):\(column)" }

    /// The description a report shows: code on one line, long code shortened.
    static func oneLine(_ code: String, limit: Int = 100) -> String {
        let words = code.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        let line = words.joined(separator: " ")
        return line.count > limit ? String(line.prefix(limit - 1)) + "…" : line
    }
}
