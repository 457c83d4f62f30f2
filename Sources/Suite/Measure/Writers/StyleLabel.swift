import Catalogue

/// How styles are named on the page: each with the UI framework it is written for, from the catalogue,
/// so that a reader never compares a UIKit style with a SwiftUI one unawares.
enum StyleLabel {
    /// "UIKit", "SwiftUI", or "unknown framework" for a style the catalogue does not list.
    static func framework(of style: String) -> String {
        StyleCatalogue.style(named: style)?.framework.rawValue ?? "unknown framework"
    }

    /// "MVC (UIKit)".
    static func labelled(_ style: String) -> String {
        "\(style) (\(framework(of: style)))"
    }

    /// The styles in their order, each run of one framework followed by its name once:
    /// "MVC, MVVM (UIKit) and MV (SwiftUI)".
    static func list(_ styles: [String]) -> String {
        var runs: [(framework: String, styles: [String])] = []
        for style in styles {
            let framework = framework(of: style)
            if runs.last?.framework == framework {
                runs[runs.count - 1].styles.append(style)
            } else {
                runs.append((framework, [style]))
            }
        }
        let parts = runs.map { $0.styles.joined(separator: ", ") + " (\($0.framework))" }
        guard parts.count > 1, let last = parts.last else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + last
    }
}
