import Foundation

extension MutationResults {
    package static let fileName = "mutation.json"

    /// Writes the results as the report writes JSON (sorted keys, so equal results give equal bytes),
    /// to a temporary file renamed into place.
    package func write(to url: URL) throws {
        try ReportEncoding.write(self, to: url)
    }

    /// Reads a results file; one written by another version of the tool is refused by its schema
    /// number, in words, rather than by a decoding error, and a damaged one (`ResultsFileError`) by
    /// what is wrong with it. `shownPath` names the file in messages.
    package static func read(from url: URL, shownAs shownPath: String? = nil) throws -> MutationResults {
        let file = JSONResultsFile(
            url: url, shownPath: shownPath ?? url.path, remedy: "run make mutate to write it again")
        let data = try file.contents()
        struct Header: Decodable { var schema: Int? }
        let schema = try file.decode(Header.self, from: data).schema
        guard schema == MutationResults.currentSchema else {
            throw MutationResultsSchemaError(file: url.lastPathComponent, found: schema)
        }
        return try file.decode(MutationResults.self, from: data)
    }
}

/// A results file from another version of `make mutate`.
package struct MutationResultsSchemaError: Error, CustomStringConvertible {
    package let file: String
    package let found: Int?

    package var description: String {
        "\(file) was written by another version of make mutate (schema \(found.map(String.init) ?? "none"), this "
            + "version reads \(MutationResults.currentSchema)): run make mutate again"
    }
}
