import Foundation

/// Decodes the directory's answer: `{"status": "success", "data": [employee, ...]}`. An answer of
/// another shape is undecodable; within the list, a record that cannot be read is still a record
/// (see `Employee`), so that the import counts it as skipped instead of failing as a whole.
public enum DirectoryResponse {
    /// The employees of a successful answer. The status is read on its own first, so a failed
    /// answer is reported by its status even when the rest of it is not the usual shape.
    public static func employees(from data: Data) throws(DirectoryError) -> [Employee] {
        let decoder = JSONDecoder()
        guard let status = try? decoder.decode(Status.self, from: data).status else { throw .undecodable }
        guard status == "success" else { throw .status(status) }
        guard let success = try? decoder.decode(Success.self, from: data) else { throw .undecodable }
        return success.data
    }

    private struct Status: Decodable {
        let status: String
    }

    private struct Success: Decodable {
        let data: [Employee]
    }
}
