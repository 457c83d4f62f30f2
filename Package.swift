// swift-tools-version: 6.1
import PackageDescription

// The change requests in Exercises/, each a folder with a README, scenarios and a solution per style.
let exercises = [
    "E1-rename-task",
    "E2-contact-details",
    "E3-filter-todos",
]

// One app in several presentation styles, one shared scenario suite and a report that compares them.
// The styles depend on Models and HeadlessUI only, never on each other.
let package = Package(
    name: "ArchitectureComparison",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "compare", targets: ["compare"]),
        .executable(name: "scale", targets: ["scale"]),
        .executable(name: "exercises", targets: ["exercises"]),
    ],
    targets: [
        .target(name: "Models"),
        .target(name: "HeadlessUI"),
        // A small SwiftUI stand-in hosted on HeadlessUI, as SwiftUI is hosted on UIKit.
        .target(name: "HeadlessSwiftUI", dependencies: ["HeadlessUI"], exclude: ["README.md"]),
        .target(name: "MVC", dependencies: ["Models", "HeadlessUI"], exclude: ["README.md"]),
        .target(name: "MVVM", dependencies: ["Models", "HeadlessUI"], exclude: ["README.md"]),
        .target(name: "VIPER", dependencies: ["Models", "HeadlessUI"], exclude: ["README.md"]),
        .target(name: "MVP", dependencies: ["Models", "HeadlessUI"], exclude: ["README.md"]),
        .target(name: "MVVMC", dependencies: ["Models", "HeadlessUI"], exclude: ["README.md"]),
        .target(name: "TEA", dependencies: ["Models", "HeadlessUI"], exclude: ["README.md"]),
        .target(name: "VIP", dependencies: ["Models", "HeadlessUI"], exclude: ["README.md"]),
        // Measuring never needs the styles: it reads source files, profiles and results. It is
        // optimised even in debug builds, so that `make loc` counts a 50 MB file in well under 2 s
        // from the one debug build that `make test` and `make compare` share.
        .target(name: "Measure", swiftSettings: [.unsafeFlags(["-O"])]),
        // Test aids that need no test framework: the directory stub, the in-memory store and alert
        // snapshots. The Harness uses them (and `compare` links the Harness, so no Swift Testing here),
        // and so do the test targets, through TestSupport.
        .target(name: "TestAids", dependencies: ["Models", "HeadlessUI"]),
        .target(
            name: "Harness",
            dependencies: [
                "Models", "HeadlessUI", "MVC", "MVVM", "VIPER", "MVP", "MVVMC", "TEA", "VIP", "Measure", "TestAids",
            ]),
        // Structure and run-time measures of the styles, read from sources and profiles like Measure.
        .target(name: "Architecture", dependencies: ["Measure"]),
        .executableTarget(name: "compare", dependencies: ["Harness", "Measure", "Architecture"]),
        .executableTarget(name: "scale", dependencies: ["Harness", "Measure"]),
        // Mutation testing reads sources and runs a scratch copy's tests; only its executable needs the
        // Harness, for the scenario ids and the registered styles.
        .target(name: "Mutation", dependencies: ["Measure"]),
        .executableTarget(name: "mutate", dependencies: ["Mutation", "Harness"]),
        // The cost of change requests: applies each style's solution to a scratch copy, runs its tests and
        // measures the change with the lexer and the layer table. It needs no style, only their sources;
        // checking a student's working copy also reads the styles' layer rules.
        .target(name: "ChangeCost", dependencies: ["Measure", "Architecture"]),
        .executableTarget(name: "exercises", dependencies: ["ChangeCost"]),

        // Reads the profile runtime's counters in the test process, for per-test and per-scenario profiles.
        .target(
            name: "ProfileSections", path: "Tests/ProfileSections",
            linkerSettings: [
                // Without coverage the runtime's version symbol is absent; the weak reference must link anyway.
                .unsafeFlags(["-Xlinker", "-U", "-Xlinker", "___llvm_profile_raw_version"], .when(platforms: [.macOS]))
            ]),
        .target(
            name: "TestSupport",
            dependencies: [
                "Models", "HeadlessUI", "TestAids", "Measure", "Architecture", "ProfileSections",
            ],
            path: "Tests/TestSupport"),
        .testTarget(name: "ModelsTests", dependencies: ["Models", "TestSupport"]),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI", "TestSupport"]),
        .testTarget(name: "HeadlessSwiftUITests", dependencies: ["HeadlessSwiftUI", "HeadlessUI"]),
        .testTarget(
            name: "MVCTests", dependencies: ["MVC", "Models", "HeadlessUI", "TestAids", "Measure", "TestSupport"]),
        .testTarget(
            name: "MVVMTests", dependencies: ["MVVM", "Models", "HeadlessUI", "TestAids", "Measure", "TestSupport"]),
        .testTarget(
            name: "VIPERTests", dependencies: ["VIPER", "Models", "HeadlessUI", "TestAids", "Measure", "TestSupport"]),
        .testTarget(
            name: "MVPTests", dependencies: ["MVP", "Models", "HeadlessUI", "TestAids", "Measure", "TestSupport"]),
        .testTarget(
            name: "MVVMCTests", dependencies: ["MVVMC", "Models", "HeadlessUI", "TestAids", "Measure", "TestSupport"]),
        .testTarget(
            name: "TEATests", dependencies: ["TEA", "Models", "HeadlessUI", "TestAids", "Measure", "TestSupport"]),
        .testTarget(
            name: "VIPTests", dependencies: ["VIP", "Models", "HeadlessUI", "TestAids", "Measure", "TestSupport"]),
        .testTarget(name: "ScenarioTests", dependencies: ["Harness", "TestSupport"]),
        .testTarget(
            name: "HarnessTests",
            dependencies: ["Harness", "Measure", "Models", "HeadlessUI", "TestAids", "TestSupport"]),
        .testTarget(name: "MeasureTests", dependencies: ["Measure"], resources: [.copy("Lexer/Corpus")]),
        .testTarget(name: "MutationTests", dependencies: ["Mutation", "Measure"]),
        .testTarget(
            name: "ArchitectureTests", dependencies: ["Architecture", "Measure", "TestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "ChangeCostTests", dependencies: ["ChangeCost", "Measure"]),
        // The change requests' own scenarios, in Exercises/<request>/Scenarios. They fail on main by design
        // (main is the starter), so they run only when a request is selected: see Exercises/MAINTAINERS.md.
        .testTarget(
            name: "ExerciseTests", dependencies: ["Harness", "Models", "TestAids"], path: "Exercises",
            exclude: ["README.md", "STUDENTS.md", "MAINTAINERS.md"]
                + exercises.flatMap { ["\($0)/README.md", "\($0)/COST.md", "\($0)/solutions"] },
            sources: ["Runner"] + exercises.map { "\($0)/Scenarios" }),
    ],
    swiftLanguageModes: [.v6]
)
