import Foundation
import Models
import Results
import TestAids

/// Times one user action per style at growing store sizes, beside the bare Models operation, and
/// one large import. Each figure is the median of `repetitions` runs, each on a fresh app whose
/// launch is not timed.
@MainActor
package struct ScaleBenchmark {
    package var sizes = [100, 1_000, 10_000]
    package var repetitions = 7
    package var bulkImportCount = 80_000
    package var bulkRepetitions = 3
    package var styles = StyleRegistry.all
    /// Told of each figure as it is measured, for a progress line.
    package var progress: (String) -> Void = { _ in }

    package init() {}

    /// `fingerprint` identifies the sources measured (`MutationFingerprint`), so that the report can
    /// tell when they have changed since.
    package func run(commit: String, fingerprint: String? = nil, machine: String) throws -> ScaleReport {
        var measurements: [ScaleMeasurement] = []
        for action in ScaleAction.allCases {
            for size in sizes {
                measurements.append(try measure(action, size: size))
            }
        }
        return ScaleReport(
            commit: commit, fingerprint: fingerprint, machine: machine, repetitions: repetitions, actions: measurements,
            bulkImport: try measureBulkImport())
    }

    private func measure(_ action: ScaleAction, size: Int) throws -> ScaleMeasurement {
        let employees = ScaleWorld.employees(ScaleAction.importedCount)
        let medians = try interleavedMedians(repetitions) {
            let todos = InMemoryStore(ScaleWorld.tasks(size))
            let contacts = InMemoryStore(ScaleWorld.contacts(size))
            let operation = action.modelsOperation(todos: todos, contacts: contacts, employees: employees)
            return try timeKeepingReplaced(todos, contacts, operation)
        } throughUI: { style in
            let environment = ScenarioEnvironment(todos: ScaleWorld.tasks(size), contacts: ScaleWorld.contacts(size))
            return try timeThroughUI(style, environment: environment, showingContacts: action.isOnContacts) {
                try action.perform(on: $0, employees: employees)
            }
        }
        progress("\(action.title) at \(size) items: done")
        return ScaleMeasurement(
            action: action.title, items: size, modelsSeconds: medians.models, modelsRange: medians.modelsRange,
            styles: medians.styles)
    }

    private func measureBulkImport() throws -> ScaleMeasurement {
        let employees = ScaleWorld.employees(bulkImportCount)
        let medians = try interleavedMedians(bulkRepetitions) {
            let contacts = InMemoryStore(ContactBook())
            return try timeKeepingReplaced(InMemoryStore(TodoList()), contacts) {
                try contacts.save(contacts.document.importing(employees).book)
            }
        } throughUI: { style in
            try timeThroughUI(style, environment: ScenarioEnvironment(), showingContacts: true) { app in
                try app.tap(Identifier.Contacts.importButton)
                app.environment.directory.succeed(with: employees)
            }
        }
        progress("Import of \(bulkImportCount) employees: done")
        return ScaleMeasurement(
            action: "Import employees into an empty book", items: bulkImportCount, modelsSeconds: medians.models,
            modelsRange: medians.modelsRange, styles: medians.styles)
    }

    /// The median time of the bare Models operation and of each style, with the fastest and slowest
    /// run of each. The runs take turns (Models,
    /// then each style, `count` rounds), so a spell of load on a shared machine slows every column
    /// alike rather than one style's whole series, and the ratios stay fair.
    private func interleavedMedians(
        _ count: Int, models: () throws -> Double, throughUI: (Style) throws -> Double
    ) throws -> (models: Double, modelsRange: ScaleMeasurement.SecondsRange?, styles: [ScaleMeasurement.StyleTiming]) {
        var modelSamples: [Double] = []
        var styleSamples = Array(repeating: [Double](), count: styles.count)
        for _ in 0..<max(count, 1) {
            modelSamples.append(try models())
            for (index, style) in styles.enumerated() {
                styleSamples[index].append(try throughUI(style))
            }
        }
        let timings = zip(styles, styleSamples).map { style, samples in
            ScaleMeasurement.StyleTiming(
                style: style.name, seconds: median(samples), range: ScaleMeasurement.SecondsRange(of: samples))
        }
        return (median(modelSamples), ScaleMeasurement.SecondsRange(of: modelSamples), timings)
    }

    /// Launches the style on `environment` (not timed), times `action`, and tears the app down. The
    /// driver's leak census is paused while the clock runs: it is the benchmark's work, not the app's.
    private func timeThroughUI(
        _ style: Style, environment: ScenarioEnvironment, showingContacts: Bool, _ action: (AppDriver) throws -> Void
    ) throws -> Double {
        let app = AppDriver(style: style, environment: environment)
        app.launch()
        defer { app.tearDown() }
        if showingContacts { try app.showContacts() }
        return try app.withoutCensus { try time { try action(app) } }
    }

    /// Times a bare Models operation while the documents it replaces stay alive: a screen still holds
    /// the document it showed when the clock stops and frees it later, so the bare operation does not
    /// pay for freeing it either.
    private func timeKeepingReplaced(
        _ todos: InMemoryStore<TodoList>, _ contacts: InMemoryStore<ContactBook>, _ work: () throws -> Void
    ) throws -> Double {
        try withExtendedLifetime((todos.document, contacts.document)) { try time(work) }
    }

    private func time(_ work: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try work()
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    private func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
