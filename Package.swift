// swift-tools-version: 6.1
import PackageDescription

// One app, three presentation styles, one shared scenario suite and a report that compares them.
// The styles depend on Models and HeadlessUI only, never on each other.
let package = Package(
    name: "ArchitectureComparison",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "compare", targets: ["compare"])
    ],
    targets: [
        .target(name: "Models"),
        .target(name: "HeadlessUI"),
        .target(name: "MVC", dependencies: ["Models", "HeadlessUI"], exclude: ["README.md"]),
        .target(name: "MVVM", dependencies: ["Models", "HeadlessUI"], exclude: ["README.md"]),
        .target(name: "VIPER", dependencies: ["Models", "HeadlessUI"], exclude: ["README.md"]),
        // Measuring never needs the styles: it reads source files, profiles and results.
        .target(name: "Measure"),
        .target(name: "Harness", dependencies: ["Models", "HeadlessUI", "MVC", "MVVM", "VIPER", "Measure"]),
        .executableTarget(name: "compare", dependencies: ["Harness", "Measure"]),

        .target(name: "TestSupport", dependencies: ["Models", "HeadlessUI"], path: "Tests/TestSupport"),
        .testTarget(name: "ModelsTests", dependencies: ["Models", "TestSupport"]),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI", "TestSupport"]),
        .testTarget(name: "MVCTests", dependencies: ["MVC", "Models", "HeadlessUI", "TestSupport"]),
        .testTarget(name: "MVVMTests", dependencies: ["MVVM", "Models", "HeadlessUI", "TestSupport"]),
        .testTarget(name: "VIPERTests", dependencies: ["VIPER", "Models", "HeadlessUI", "TestSupport"]),
        .testTarget(name: "ScenarioTests", dependencies: ["Harness", "TestSupport"]),
        .testTarget(name: "HarnessTests", dependencies: ["Harness", "Models", "HeadlessUI", "TestSupport"]),
        .testTarget(name: "MeasureTests", dependencies: ["Measure"]),
    ],
    swiftLanguageModes: [.v6]
)
