import Foundation
import Testing

/// Rules of the VIPER layers that the compiler cannot check, read from the source files.
@MainActor
@Suite("VIPER layer rules", .checkingForLeaks)
struct LayerRulesTests {
    @Test("no presenter or interactor file, nor the protocols and displays they share, imports HeadlessUI")
    func presentersAndInteractorsStayFreeOfTheUI() throws {
        let files = try Self.sourceFiles().filter { url in
            // The type a file is about: `Color+DisplayColor.swift` extends the view's Color.
            let name = url.deletingPathExtension().lastPathComponent.prefix { $0 != "+" }
            return ["Presenter", "Presenting", "Interactor", "Display", "AlertChoice", "ModuleDelegate", "DataManager"]
                .contains { name.contains($0) }
        }

        let offenders = try files.filter { url in
            try String(contentsOf: url, encoding: .utf8).split(separator: "\n").contains {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("import HeadlessUI")
            }
        }

        #expect(files.count > 20, "the rule must find the presenter and interactor files it guards")
        #expect(offenders.map(\.lastPathComponent) == [])
    }

    /// Every Swift file under Sources/VIPER, found from this file's place in the package.
    static func sourceFiles(filePath: String = #filePath) throws -> [URL] {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { throw PackageRootNotFound() }
            folder = parent
        }
        let sources = folder.appendingPathComponent("Sources/VIPER")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects ?? []).compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    struct PackageRootNotFound: Error {}
}
