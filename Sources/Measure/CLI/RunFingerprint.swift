import Foundation

/// Identifies what the tests and the scenario matrix ran: the two binaries (SwiftPM relinks them
/// whenever a source or test changes) and the options. Equal fingerprints mean equal results, since
/// the tests and the matrix are deterministic by design.
enum RunFingerprint {
    static func make(binaries: [URL], options: ReportOptions, testTargets: [String]) throws -> String {
        let stamps = try binaries.map { url in
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(url.path) \(size) \(modified)"
        }
        let settings = "seed \(options.seed) sequences \(options.sequences) steps \(options.steps)"
        return (stamps + [settings, "targets " + testTargets.joined(separator: ",")]).joined(separator: "\n")
    }
}
