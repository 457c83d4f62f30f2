import Foundation
import Measure
import Results

/// Everything the test processes of one run recorded in a folder: one layout (all processes run the
/// same binary) and every case of every process.
package struct CaseProfileSet: Sendable, Equatable {
    package var layout: ProfileLayout
    package var cases: [CaseProfile]

    package init(layout: ProfileLayout, cases: [CaseProfile]) {
        self.layout = layout
        self.cases = cases
    }

    /// The layout of the first process that recorded cases in `folder`; nil when none did.
    package static func firstLayout(in folder: URL) throws -> ProfileLayout? {
        let names = try profileNames(in: folder)
        guard let name = names.first(where: { $0.hasSuffix(".cases") }) else { return nil }
        let url = folder.appendingPathComponent(String(name.dropLast(".cases".count)) + ".layout")
        do {
            return try ProfileLayout(decoding: Data(contentsOf: url))
        } catch {
            throw CaseProfileError.unreadable(path: url.path, reason: "\(error)")
        }
    }

    /// Reads `<pid>.layout` and `<pid>.cases` for every process that wrote them; nil when the folder
    /// holds none (the tests ran without coverage, or were not asked to record).
    package static func load(from folder: URL) throws -> CaseProfileSet? {
        let names = try profileNames(in: folder)
        var layout: ProfileLayout?
        var cases: [CaseProfile] = []
        for name in names where name.hasSuffix(".cases") {
            let stem = String(name.dropLast(".cases".count))
            let layoutURL = folder.appendingPathComponent(stem + ".layout")
            let processLayout: ProfileLayout
            do {
                processLayout = try ProfileLayout(decoding: Data(contentsOf: layoutURL))
                cases += try CaseProfile.parse(Data(contentsOf: folder.appendingPathComponent(name)))
            } catch {
                throw CaseProfileError.unreadable(path: folder.appendingPathComponent(name).path, reason: "\(error)")
            }
            // Addresses differ between processes of one binary (address space randomisation); the
            // records, names and counters do not.
            if let layout, !layout.describesSameBinary(as: processLayout) {
                throw CaseProfileError.differentBinaries(folder: folder.path)
            }
            layout = processLayout
        }
        return layout.map { CaseProfileSet(layout: $0, cases: cases) }
    }
}

extension CaseProfileSet {
    /// The names in `folder`, sorted: none when there is no such folder (nothing was recorded), and an
    /// error in words when it cannot be listed, which must not read as "no profiles".
    static func profileNames(in folder: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw CaseProfileError.unreadable(path: folder.path, reason: FileErrorText.reason(error))
        }
    }
}

package enum CaseProfileError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case differentBinaries(folder: String)
    case toolFailed(tool: String, log: String)

    package var description: String {
        switch self {
        case .unreadable(let path, let reason): "Cannot read the case profiles \(path): \(reason)"
        case .differentBinaries(let folder):
            "The case profiles in \(folder) come from different test binaries; remove the folder and run again."
        case .toolFailed(let tool, let log): "\(tool) failed on the case profiles; its output is in \(log)"
        }
    }
}
