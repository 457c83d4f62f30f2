import Foundation

extension MutationResults {
    public static let fileName = "mutation.json"

    /// Writes the results as the report writes JSON (sorted keys, so equal results give equal bytes),
    /// to a temporary file renamed into place.
    public func write(to url: URL) throws {
        try ReportEncoding.write(self, to: url)
    }

    public static func read(from url: URL) throws -> MutationResults {
        try JSONDecoder().decode(MutationResults.self, from: Data(contentsOf: url))
    }
}
