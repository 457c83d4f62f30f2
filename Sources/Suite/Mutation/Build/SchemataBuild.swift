import CommandSupport
import Foundation
import Measure
import Results

/// Builds the scratch copy with every mutant compiled in. A mutant the compiler refuses is found from
/// the errors' positions (the innermost schema holding each), left out, and the copy rebuilt, until
/// the build is clean. Nothing is guessed: a mutant is left out only when an error lies inside it.
struct SchemataBuild {
    let plan: MutationPlan
    let scratch: ScratchPackage
    let swift: URL
    let log: URL
    let say: @Sendable (String) -> Void

    /// Builds a step may take: its clean build and up to ten rounds of leaving out. Counted per step, so
    /// a style that adds a few rounds of its own never leaves the last step without room.
    static let maximumRoundsPerStep = 11

    /// The ids left out, with the compiler's message (or the reason) for each. Each style module is
    /// built on its own first (with only the shared modules it needs), so one module's errors neither
    /// hide another's nor interrupt a large module's compilation; then the whole copy, tests included.
    func run() async throws -> [Int: String] {
        var excluded: [Int: String] = [:]
        let steps = plan.styles.map { ($0, ["--target", $0]) } + [("tests", ["--build-tests"])]
        let additions = try ReachInstrumentation.edits(packageRoot: scratch.packageRoot, styles: plan.styles)
        for (name, arguments) in steps {
            var round = 0
            while true {
                round += 1
                guard round <= Self.maximumRoundsPerStep else {
                    throw MutationError.buildDidNotSettle(step: name, rounds: Self.maximumRoundsPerStep, log: log.path)
                }
                let files = schemataFiles(excluding: excluded)
                for (_, file) in files {
                    for id in file.overlapping where excluded[id] == nil {
                        excluded[id] = "overlaps another site without nesting in it"
                    }
                }
                try scratch.write(replacements: files.mapValues(\.text), additions: additions)
                let clock = ContinuousClock()
                let started = clock.now
                let end = try await BuildProgress.watch(log: log, say: say) {
                    try await ProcessRunner.run(
                        swift, ["build"] + arguments + ["--package-path", scratch.root.path], output: .log(log)
                    ).end
                }
                let seconds = StepTimer.format((clock.now - started).inSeconds)
                if end == .exited(0) {
                    say("    build \(name): clean in \(seconds) s")
                    break
                }
                let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                let refused = try attribute(CompilerDiagnostic.errors(in: text), files: files, log: text)
                excluded.merge(refused) { first, _ in first }
                say("    build \(name): \(refused.count) mutants do not compile, left out (\(seconds) s); rebuilding")
            }
        }
        return excluded
    }

    /// The mutants each error lies in. Errors outside every mutant are tolerated while some error
    /// names a mutant (they may follow from it); alone, they stop the run.
    private func attribute(_ diagnostics: [CompilerDiagnostic], files: [String: SchemataFile], log text: String) throws
        -> [Int: String]
    {
        guard !diagnostics.isEmpty else {
            let excerpt = text.split(separator: "\n").filter { $0.contains("error") }.suffix(20).joined(separator: "\n")
            throw MutationError.buildFailed(log: log.path, excerpt: excerpt)
        }
        var refused: [Int: String] = [:]
        var outside: [String] = []
        for prefix in rootPrefixes {
            let mapping = DiagnosticMapping(files: files, rootPrefix: prefix)
            for diagnostic in diagnostics where diagnostic.path.hasPrefix(prefix) {
                switch mapping.attribute(diagnostic) {
                case .mutant(let id): refused[id] = refused[id] ?? diagnostic.message
                case .outside:
                    outside.append("\(diagnostic.path):\(diagnostic.line):\(diagnostic.column): \(diagnostic.message)")
                }
            }
        }
        guard !refused.isEmpty else {
            let unplaced = diagnostics.filter { diagnostic in !rootPrefixes.contains { diagnostic.path.hasPrefix($0) } }
            throw MutationError.errorsOutsideMutants(
                log: log.path, diagnostics: outside + unplaced.map { "\($0.path):\($0.line): \($0.message)" })
        }
        return refused
    }

    /// The copy's root as the compiler may print it (with and without symbolic links resolved).
    private var rootPrefixes: [String] {
        Array(Set([scratch.root.standardizedFileURL.path, scratch.root.resolvingSymlinksInPath().path]))
            .map { $0 + "/" }
    }

    func schemataFiles(excluding excluded: [Int: String]) -> [String: SchemataFile] {
        var files: [String: SchemataFile] = [:]
        for file in plan.files {
            let mutants = file.mutants.filter { excluded[$0.id] == nil }.map { ($0.id, $0.site) }
            files[file.path] = SchemataFile(source: file.source, mutants: mutants)
        }
        return files
    }
}

/// Runs a build that writes to `log`, saying its latest step every ten seconds meanwhile.
enum BuildProgress {
    static func watch<Result: Sendable>(
        log: URL, say: @escaping @Sendable (String) -> Void, _ body: () async throws -> Result
    ) async throws -> Result {
        let ticker = BuildTicker(log: log, say: say)
        defer { ticker.stop() }
        return try await body()
    }
}
