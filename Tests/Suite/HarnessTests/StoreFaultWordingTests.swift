import Foundation
import Models
import TestAids
import TestSupport
import Testing

@testable import Harness

/// A real store's fault, as every style shows it: one sentence naming the file and what happened,
/// ending in one full stop, with no style doing anything about it.
@MainActor
@Suite("Store faults in every style's words", .checkingForLeaks)
struct StoreFaultWordingTests {
    @Test("a folder where the tasks file should be is named in a plain sentence", arguments: StyleRegistry.all)
    func folderInTheWay(style: Style) throws {
        let environment = try ScenarioEnvironment.withFileStores()
        defer { environment.removeTemporaryFolder() }
        let folder = try #require(environment.storeFolder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("todos.json/inside"), withIntermediateDirectories: true)
        let app = AppDriver(style: style, environment: environment)

        app.launch()
        defer { app.tearDown() }

        try app.expectAlert(
            AlertSnapshot(
                title: "Could not load tasks",
                message: "Your saved tasks could not be read: todos.json could not be read because it is a folder,"
                    + " not a file.",
                buttons: [.default("OK")]))
    }
}
