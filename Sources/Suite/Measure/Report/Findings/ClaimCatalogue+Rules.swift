import Results

/// Rules a pattern's authors lay down that this code's build enforces: no style can break them here, so
/// they are listed apart from the verdicts, with the figure that shows they hold.
extension ClaimCatalogue {
    static func rules(_ facts: ClaimFacts) -> [Claim] {
        [noUIKitInViewModels(facts)]
    }

    static func noUIKitInViewModels(_ facts: ClaimFacts) -> Claim {
        let claim = "Never import UIKit into a view model"
        let rule = "the layer rules of `make test` fail a view model that imports or names the UI toolkit"
        let layers = facts.styles.compactMap { style in
            facts.architecture(style)?.layers.first { $0.name == "ViewModel" }.map { (style: style, layer: $0) }
        }
        guard !layers.isEmpty else {
            return Claim(
                rule: claim, source: spanish, holds: nil, deciding: "no ViewModel layer's imports were measured",
                rule: rule, meaning: "Not checked in this report.")
        }
        let bound = layers.map(\.layer.uiBound.files).reduce(0, +)
        let files = layers.map { $0.layer.uiBound.files + $0.layer.uiFree.files }.reduce(0, +)
        return Claim(
            rule: claim, source: spanish, holds: bound == 0,
            deciding: "\(bound) of the \(files) files of the ViewModel layers import or name the UI toolkit",
            rule: rule,
            meaning: "The view models of " + StyleLabel.list(layers.map(\.style))
                + " can be tested, and moved to another UI, without a screen.")
    }
}
