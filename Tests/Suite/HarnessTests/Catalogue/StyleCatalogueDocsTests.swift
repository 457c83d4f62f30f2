import Catalogue
import Foundation
import TestAids
import Testing

/// The docs' lists of styles against the catalogue, so that adding a style leaves no list behind.
@Suite("StyleCatalogue in the docs")
struct StyleCatalogueDocsTests {
    private static let root = PackageRoot.containing()

    /// Runs of three or more style names joined only by ", ", " and ", " or " or "/", in each paragraph.
    static func lists(in text: String) -> [[String]] {
        let plain = text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "")
            .replacingOccurrences(of: "MVVM-C", with: "MVVMC")
        let names = Set(StyleCatalogue.styles.map(\.name) + ["MVVMC"])
        let separators: Set<String> = [",", "and", "or", "/"]
        let tokens = plain.split(whereSeparator: { $0 == " " || $0 == "\n" }).flatMap { word -> [String] in
            var word = String(word)
            var trailing: [String] = []
            while let last = word.last, ",;:.()".contains(last) {
                trailing.insert(String(last), at: 0)
                word.removeLast()
            }
            while let first = word.first, "(".contains(first) { word.removeFirst() }
            return word.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                .flatMap { [$0, "/"] }.dropLast() + trailing
        }
        var lists: [[String]] = []
        var run: [String] = []
        var afterSeparator = false
        for token in tokens {
            if names.contains(token), run.isEmpty || afterSeparator {
                run.append(token)
                afterSeparator = false
            } else if separators.contains(token), !run.isEmpty {
                afterSeparator = true
            } else {
                if run.count >= 3 { lists.append(run) }
                run = names.contains(token) ? [token] : []
                afterSeparator = false
            }
        }
        if run.count >= 3 { lists.append(run) }
        return lists
    }

    @Test("a run of style names is a list, and a sentence is not")
    func findsLists() {
        #expect(
            StyleCatalogueDocsTests.lists(in: "in the other styles (**MVVM**, VIPER, MVP) it is") == [
                ["MVVM", "VIPER", "MVP"]
            ])
        #expect(StyleCatalogueDocsTests.lists(in: "MVC's controllers and MVVM's view models, VIPER's") == [])
        #expect(StyleCatalogueDocsTests.lists(in: "MVC, then MVVM, then VIPER") == [])
    }

    @Test("every list of styles in the docs names exactly the catalogue's styles")
    func listsNameEveryStyle() throws {
        let catalogue = Set(StyleCatalogue.styles.map(\.name))
        for path in RepositoryDocuments.paths(root: Self.root) {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            for paragraph in text.components(separatedBy: "\n\n") {
                for list in Self.lists(in: paragraph) {
                    #expect(Set(list) == catalogue, "\(path): \(list.joined(separator: ", "))")
                }
            }
        }
    }
}
