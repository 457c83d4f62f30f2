import Catalogue
import Foundation
import Measure

/// What the scratch copy adds so that one recording run tells, per unit test case, which mutants the
/// code reached and whether it created a view. HeadlessUI, which every style and the test support
/// use, gets the reach log (`ReachLogSource`); each style module a switch that writes to it; the
/// one initialiser of each of HeadlessUI's root types (`SharedModule.viewRootTypes`) a call that logs
/// `view`; and the trait every style suite carries (`.profilingEachCase`) a mark at each case's start
/// and end. The package itself never contains any of this.
enum ReachInstrumentation {
    static let functionName = "__viewCreated"
    static let caseBegan = "__mutationCaseBegan"
    static let caseEnded = "__mutationCaseEnded"
    /// The initialiser each root type must have: the only one, which every subclass calls.
    static let initialiser = "public init() {}"
    /// Where each unit test case starts, in the trait of Tests/Suite/CaseProfiles.
    static let traitFile = "Tests/Suite/CaseProfiles/CaseProfileTrait.swift"
    static let traitAnchor = "try await CaseProfileRecorder.shared.measure(.unitTest(test)) {"

    /// Every added or edited file of the scratch copy (path → text) for the styles `styles`.
    static func edits(packageRoot: URL, styles: [String]) throws -> [String: String] {
        let folder = SharedModule.headlessUI.sourceFolder
        let platform = try MutationPlan.swiftFiles(in: folder, packageRoot: packageRoot).map { path in
            (
                path: String(path.dropFirst(folder.count + 1)),
                text: try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
            )
        }
        let trait = try String(contentsOf: packageRoot.appendingPathComponent(traitFile), encoding: .utf8)
        return try edits(platformFiles: platform, trait: trait, styles: styles)
    }

    /// The same from the platform's Swift files (path within the module → text) and the trait's text.
    static func edits(platformFiles files: [(path: String, text: String)], trait: String, styles: [String]) throws
        -> [String: String]
    {
        let module = SharedModule.headlessUI.name
        let folder = SharedModule.headlessUI.sourceFolder
        var edits: [String: String] = [:]
        for typeName in SharedModule.viewRootTypes.sorted() {
            let declaration = "class \(typeName) {"
            let holders = files.filter { $0.text.contains(declaration) }
            guard holders.count == 1, let holder = holders.first,
                holder.text.components(separatedBy: initialiser).count == 2
            else {
                throw MutationError.probeNotPlaced(
                    what: "\(module)'s \(typeName) should be declared in one file with one `\(initialiser)` that "
                        + "every subclass calls, but "
                        + (holders.count == 1
                            ? "its file has not exactly one `\(initialiser)`"
                            : "\(holders.count) files declare `\(declaration)`"))
            }
            edits[folder + "/" + holder.path] = holder.text.replacingOccurrences(
                of: initialiser, with: "public init() { \(functionName)() }")
        }
        guard trait.components(separatedBy: traitAnchor).count == 2 else {
            throw MutationError.probeNotPlaced(
                what: "\(traitFile) should start each unit test case with `\(traitAnchor)` once, but does not")
        }
        edits[traitFile] =
            "import HeadlessUI\n"
            + trait.replacingOccurrences(
                of: traitAnchor,
                with: "\(caseBegan)(test.id.description)\n        defer { \(caseEnded)() }\n        " + traitAnchor)
        edits[folder + "/" + ReachLogSource.fileName] = ReachLogSource.text
        for style in styles {
            edits["\(StyleCatalogue.stylesFolder)/\(style)/\(MutantSwitch.fileName)"] = MutantSwitch.source
        }
        return edits
    }
}
