// swift-tools-version: 6.1
import PackageDescription

// The change requests in Exercises/, each a folder with a README, scenarios and a solution per style.
let exercises = [
    "E1-rename-task",
    "E2-contact-details",
    "E3-filter-todos",
    "E4-push-new-contact",
]

// What every style builds on, and what every style's reference tests build on.
let app: [Target.Dependency] = ["Models", "HeadlessUI"]
let styleTestSupport: [Target.Dependency] = ["Models", "HeadlessUI", "TestAids", "TestSupport", "CaseProfiles"]

// Optimised even in the debug build that `make test` and `make compare` share, as an app's frameworks
// are: the UI stand-ins, the scenario harness with its aids and the measuring tools are run, not
// stepped through, and unoptimised generic code made every step of every scenario about twice as
// slow. The styles and Models stay as they are written, for the debugger and for mutation testing.
let optimisedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"])]

// The UI stand-ins, and the harness that drives them, also go without two run-time checks that UIKit
// and SwiftUI, native frameworks, do not make either; the styles keep both. The checks of actor
// isolation in synchronous main-actor closures (SE-0423) guard calls from frameworks the compiler
// cannot check, while every call into and out of these targets is on the main actor and checked
// when compiled. The checks of exclusive access are left out of release builds only (`make fuzz`,
// `make scale`): the debug build that runs every test keeps them, so a conflicting access in these
// targets still fails a test. In release the two cost 11% of a SwiftUI style's random sequence and
// 20% of a UIKit style's.
let standIn: [SwiftSetting] = [
    .unsafeFlags(["-O", "-disable-dynamic-actor-isolation"]),
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

// One app in several presentation styles, one shared scenario suite and a report that compares them.
// Sources/Shared holds what every style uses (Models and the UI stand-ins), Sources/Styles one folder
// per style, Sources/Suite the tooling that runs and measures them; Tests/ follows the same grouping.
// The styles depend on Shared only, never on each other or on the Suite. A new style is its two
// folders, one line in each list below and its entry in StyleCatalogue (Sources/Suite/Catalogue).
let package = Package(
    name: "ArchitectureComparison",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "compare", targets: ["compare"]),
        .executable(name: "scale", targets: ["scale"]),
        .executable(name: "exercises", targets: ["exercises"]),
    ],
    targets: [
        // Shared: the app's model and the two UI stand-ins.
        .target(name: "Models", path: "Sources/Shared/Models"),
        .target(
            name: "HeadlessUI", path: "Sources/Shared/HeadlessUI", exclude: ["README.md"], swiftSettings: standIn),
        // A small SwiftUI stand-in hosted on HeadlessUI, as SwiftUI is hosted on UIKit.
        .target(
            name: "HeadlessSwiftUI", dependencies: ["HeadlessUI"], path: "Sources/Shared/HeadlessSwiftUI",
            exclude: ["README.md"], swiftSettings: standIn),

        // Styles: one target each, with its guide.
        .target(name: "MVC", dependencies: app, path: "Sources/Styles/MVC", exclude: ["README.md"]),
        .target(name: "MVVM", dependencies: app, path: "Sources/Styles/MVVM", exclude: ["README.md"]),
        .target(name: "VIPER", dependencies: app, path: "Sources/Styles/VIPER", exclude: ["README.md"]),
        .target(name: "MVP", dependencies: app, path: "Sources/Styles/MVP", exclude: ["README.md"]),
        .target(name: "MVVMC", dependencies: app, path: "Sources/Styles/MVVMC", exclude: ["README.md"]),
        .target(name: "TEA", dependencies: app, path: "Sources/Styles/TEA", exclude: ["README.md"]),
        .target(name: "VIP", dependencies: app, path: "Sources/Styles/VIP", exclude: ["README.md"]),
        .target(
            name: "MV", dependencies: app + ["HeadlessSwiftUI"], path: "Sources/Styles/MV", exclude: ["README.md"]),
        .target(
            name: "MVVMSwiftUI", dependencies: app + ["HeadlessSwiftUI"], path: "Sources/Styles/MVVMSwiftUI",
            exclude: ["README.md"]),
        .target(
            name: "TCA", dependencies: app + ["HeadlessSwiftUI"], path: "Sources/Styles/TCA", exclude: ["README.md"]),

        // Suite: the catalogue of styles, the scenario harness and the measuring tools.
        // The styles, their folders, layers and layer rules: the one list every tool reads.
        .target(name: "Catalogue", path: "Sources/Suite/Catalogue"),
        // What every command needs: the one process runner (time limit, log, registered children stopped
        // with the command, the parent lifeline), the PATH look-up and the one option parser.
        .target(name: "CommandSupport", path: "Sources/Suite/CommandSupport"),
        // The report's data model (comparison.json) and every results file the commands write and read
        // (scenario results, random sequences, scale, mutation, exercises), with the JSON encoding and
        // the file reading they share: the one place a format is defined, so that the command that
        // writes a file and the one that reads it agree. Measure builds and renders the report.
        .target(name: "Results", dependencies: ["Catalogue"], path: "Sources/Suite/Results"),
        // Test doubles that need no test framework: the directory stub, the in-memory store and alert
        // snapshots. The Harness uses them (and `compare` links the Harness, so no Swift Testing here),
        // and so do the test targets.
        .target(name: "TestAids", dependencies: app, path: "Sources/Suite/TestAids", swiftSettings: standIn),
        .target(
            name: "Harness",
            dependencies: app + [
                "HeadlessSwiftUI", "MVC", "MVVM", "VIPER", "MVP", "MVVMC", "TEA", "VIP", "MV", "MVVMSwiftUI",
                "TCA", "Catalogue", "Results", "TestAids",
            ],
            path: "Sources/Suite/Harness", swiftSettings: standIn),
        // Measuring never needs the styles: it reads source files, profiles and results. It is
        // optimised even in debug builds, so that `make loc` counts a 50 MB file in well under 2 s
        // from the one debug build that `make test` and `make compare` share.
        .target(
            name: "Measure", dependencies: ["Catalogue", "CommandSupport", "Results"], path: "Sources/Suite/Measure",
            swiftSettings: optimisedInDebug),
        // Structure and run-time measures of the styles, read from sources and profiles like Measure.
        .target(
            name: "Architecture", dependencies: ["Catalogue", "CommandSupport", "Measure", "Results"],
            path: "Sources/Suite/Architecture"),
        .executableTarget(
            name: "compare",
            dependencies: ["Architecture", "Catalogue", "CommandSupport", "Harness", "Measure", "Results"],
            path: "Sources/Suite/compare"),
        .executableTarget(
            name: "scale", dependencies: ["CommandSupport", "Harness", "Measure", "Results"],
            path: "Sources/Suite/scale"),
        // Mutation testing reads sources and runs a scratch copy's tests; only its executable needs the
        // Harness, for the scenario ids and the registered styles.
        .target(
            name: "Mutation", dependencies: ["Catalogue", "CommandSupport", "Measure", "Results"],
            path: "Sources/Suite/Mutation"),
        .executableTarget(
            name: "mutate", dependencies: ["CommandSupport", "Harness", "Measure", "Mutation", "Results"],
            path: "Sources/Suite/mutate"),
        // The cost of change requests: applies each style's solution to a scratch copy, runs its tests and
        // measures the change with the lexer and the layer table. It needs no style, only their sources;
        // checking a student's working copy also reads the styles' layer rules.
        .target(
            name: "ChangeCost", dependencies: ["Catalogue", "CommandSupport", "Measure", "Architecture", "Results"],
            path: "Sources/Suite/ChangeCost"
        ),
        .executableTarget(
            name: "exercises", dependencies: ["Catalogue", "ChangeCost", "CommandSupport", "Measure", "Results"],
            path: "Sources/Suite/exercises"),

        // Shared tests and the small support every style's tests use: a window, fixtures, the leak check.
        .target(name: "TestSupport", dependencies: app + ["TestAids"], path: "Tests/Shared/TestSupport"),
        .testTarget(name: "ModelsTests", dependencies: ["Models", "TestSupport"], path: "Tests/Shared/ModelsTests"),
        .testTarget(
            name: "HeadlessUITests", dependencies: ["HeadlessUI", "TestSupport"], path: "Tests/Shared/HeadlessUITests"),
        .testTarget(
            name: "HeadlessSwiftUITests", dependencies: ["HeadlessSwiftUI", "HeadlessUI"],
            path: "Tests/Shared/HeadlessSwiftUITests"),

        // Each style's reference tests.
        .testTarget(name: "MVCTests", dependencies: ["MVC"] + styleTestSupport, path: "Tests/Styles/MVCTests"),
        .testTarget(name: "MVVMTests", dependencies: ["MVVM"] + styleTestSupport, path: "Tests/Styles/MVVMTests"),
        .testTarget(name: "VIPERTests", dependencies: ["VIPER"] + styleTestSupport, path: "Tests/Styles/VIPERTests"),
        .testTarget(name: "MVPTests", dependencies: ["MVP"] + styleTestSupport, path: "Tests/Styles/MVPTests"),
        .testTarget(name: "MVVMCTests", dependencies: ["MVVMC"] + styleTestSupport, path: "Tests/Styles/MVVMCTests"),
        .testTarget(name: "TEATests", dependencies: ["TEA"] + styleTestSupport, path: "Tests/Styles/TEATests"),
        .testTarget(name: "VIPTests", dependencies: ["VIP"] + styleTestSupport, path: "Tests/Styles/VIPTests"),
        .testTarget(
            name: "MVTests", dependencies: ["MV", "HeadlessSwiftUI"] + styleTestSupport, path: "Tests/Styles/MVTests"),
        .testTarget(
            name: "MVVMSwiftUITests", dependencies: ["MVVMSwiftUI", "HeadlessSwiftUI"] + styleTestSupport,
            path: "Tests/Styles/MVVMSwiftUITests"),
        .testTarget(
            name: "TCATests", dependencies: ["TCA", "HeadlessSwiftUI"] + styleTestSupport, path: "Tests/Styles/TCATests"
        ),

        // The suite's tests, and the per-test profiling the report reads.
        // Reads the profile runtime's counters in the test process, for per-test and per-scenario profiles.
        .target(
            name: "ProfileSections", path: "Tests/Suite/ProfileSections",
            linkerSettings: [
                // Without coverage the runtime's version symbol is absent; the weak reference must link anyway.
                .unsafeFlags(["-Xlinker", "-U", "-Xlinker", "___llvm_profile_raw_version"], .when(platforms: [.macOS]))
            ]),
        // `.profilingEachCase`: records what each test case runs, when `make compare` or `make mutate` asks.
        // A team copying a style's tests drops this dependency and the trait; nothing else depends on it.
        // (HeadlessUI: in make mutate's scratch copy the trait marks each case in the platform's reach log.)
        .target(
            name: "CaseProfiles", dependencies: ["Architecture", "HeadlessUI", "ProfileSections"],
            path: "Tests/Suite/CaseProfiles"),
        .testTarget(
            name: "ScenarioTests", dependencies: ["Harness", "TestSupport", "CaseProfiles"],
            path: "Tests/Suite/ScenarioTests"),
        .testTarget(
            name: "HarnessTests",
            dependencies: app + [
                "HeadlessSwiftUI", "Harness", "Catalogue", "Results", "TestAids", "TestSupport", "CaseProfiles",
            ],
            path: "Tests/Suite/HarnessTests"),
        .testTarget(
            name: "CommandSupportTests", dependencies: ["CommandSupport"], path: "Tests/Suite/CommandSupportTests"),
        .testTarget(
            name: "MeasureTests",
            dependencies: ["Catalogue", "CommandSupport", "Measure", "Results", "TestAids", "ToolTestSupport"],
            path: "Tests/Suite/MeasureTests",
            resources: [.copy("Lexer/Corpus")]),
        .testTarget(
            name: "ResultsTests", dependencies: ["Catalogue", "Results", "ToolTestSupport"],
            path: "Tests/Suite/ResultsTests"),
        // What the tests of the tools share: a collector of what a command prints, temporary folders.
        .target(name: "ToolTestSupport", path: "Tests/Suite/ToolTestSupport"),
        // The compare command line, tested in its executable.
        .testTarget(
            name: "CompareTests",
            dependencies: ["Catalogue", "compare", "CommandSupport", "Measure", "Results", "ToolTestSupport"],
            path: "Tests/Suite/CompareTests"),
        .testTarget(
            name: "MutationTests", dependencies: ["Catalogue", "Mutation", "Measure", "Results"],
            path: "Tests/Suite/MutationTests"
        ),
        .testTarget(
            name: "ArchitectureTests",
            dependencies: [
                "Catalogue", "Architecture", "CommandSupport", "Measure", "Results", "TestAids", "TestSupport",
                "CaseProfiles",
            ],
            path: "Tests/Suite/ArchitectureTests", resources: [.copy("Fixtures")]),
        .testTarget(
            name: "ChangeCostTests",
            dependencies: ["Catalogue", "ChangeCost", "CommandSupport", "Measure", "Results", "TestAids"],
            path: "Tests/Suite/ChangeCostTests"),
        // The change requests' own scenarios, in Exercises/<request>/Scenarios. They fail on main by design
        // (main is the starter), so they run only when a request is selected: see Exercises/MAINTAINERS.md.
        .testTarget(
            name: "ExerciseTests", dependencies: ["Harness", "Models", "TestAids"], path: "Exercises",
            exclude: ["README.md", "STUDENTS.md", "MAINTAINERS.md", "INSTRUCTORS.md"]
                + exercises.flatMap { ["\($0)/README.md", "\($0)/COST.md", "\($0)/solutions"] },
            sources: ["Runner"] + exercises.map { "\($0)/Scenarios" }),
    ],
    swiftLanguageModes: [.v6]
)
