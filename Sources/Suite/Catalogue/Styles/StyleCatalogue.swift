/// The one list of the styles under comparison and of the modules they share. Every tool reads it:
/// the layer table, the layer rules, the report, mutation testing and the change requests. A new
/// style is its two folders (`Sources/Styles/<Name>`, `Tests/Styles/<Name>Tests`), its entry here
/// (a `StyleDefinition+<Name>.swift` beside this file), one target line each in Package.swift and its
/// composition root in the Harness's `StyleRegistry`; `CatalogueAgreementTests` fails, naming the
/// difference, while any of those disagrees with this list.
public enum StyleCatalogue {
    public static let styles: [StyleDefinition] = [
        .mvc, .mvvm, .viper, .mvp, .mvvmc, .tea, .vip, .mv, .mvvmSwiftUI, .tca,
    ]
    public static let shared: [SharedModule] = [.models, .headlessUI, .headlessSwiftUI]
    /// The suite's own modules, under `Sources/Suite/`: never measured as a style.
    public static let tooling: [String] = [
        "Catalogue", "CommandSupport", "Harness", "TestAids", "Results", "Measure", "Architecture", "Mutation",
        "ChangeCost", "compare", "scale", "mutate", "exercises",
    ]

    public static let stylesFolder = "Sources/Styles"
    public static let sharedFolder = "Sources/Shared"
    public static let toolingFolder = "Sources/Suite"

    public static func style(named name: String) -> StyleDefinition? {
        styles.first { $0.name == name }
    }
}
