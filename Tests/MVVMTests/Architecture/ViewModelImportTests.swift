import Foundation
import Testing

/// The rule that makes this MVVM: view models know nothing of the UI toolkit, so they can be
/// tested, and reused, without any view. The compiler cannot enforce it inside one module, so
/// this test reads the source files.
@Suite
struct ViewModelImportTests {
    @Test("no file in Sources/MVVM whose name contains ViewModel imports HeadlessUI")
    func viewModelsDoNotImportHeadlessUI() throws {
        let files = try Self.swiftFiles(under: Self.packageRoot().appendingPathComponent("Sources/MVVM"))
        let viewModelFiles = files.filter { $0.lastPathComponent.contains("ViewModel") }

        let offenders = try viewModelFiles.filter { file in
            try String(contentsOf: file, encoding: .utf8)
                .split(whereSeparator: \.isNewline)
                .contains { Self.importsHeadlessUI(String($0)) }
        }

        #expect(viewModelFiles.count >= 5, "expected to find the view model files, found \(viewModelFiles.count)")
        #expect(offenders.map(\.lastPathComponent) == [])
    }

    @Test("the import check sees plain, attributed and submodule imports, and nothing else")
    func importDetection() {
        #expect(Self.importsHeadlessUI("import HeadlessUI"))
        #expect(Self.importsHeadlessUI("  @testable import HeadlessUI"))
        #expect(Self.importsHeadlessUI("@preconcurrency import class HeadlessUI.Label"))
        #expect(!Self.importsHeadlessUI("import Models"))
        #expect(!Self.importsHeadlessUI("// no import HeadlessUI here"))
    }

    static func importsHeadlessUI(_ line: String) -> Bool {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let importIndex = words.firstIndex(of: "import"),
            words.prefix(importIndex).allSatisfy({ $0.hasPrefix("@") })
        else { return false }
        return words.dropFirst(importIndex + 1).contains { $0 == "HeadlessUI" || $0.hasPrefix("HeadlessUI.") }
    }

    /// The folder holding Package.swift, found by walking up from this file.
    static func packageRoot(from file: String = #filePath) throws -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile)
    }

    static func swiftFiles(under folder: URL) throws -> [URL] {
        let enumerator = FileManager.default.enumerator(
            at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: nil)
        return (enumerator?.allObjects ?? []).compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }
}
