import Foundation

/// Decodes the directory's answer: `{"status": "success", "data": [employee, ...]}`.
public enum DirectoryResponse {
    public static func employees(from data: Data) throws(DirectoryError) -> [Employee] {
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: data)
        } catch {
            throw .undecodable
        }
        guard envelope.status == "success" else { throw .status(envelope.status) }
        guard let employees = envelope.data else { throw .undecodable }
        return employees
    }

    /// `data` is optional because a failed answer may leave it out; a successful one may not.
    private struct Envelope: Decodable {
        let status: String
        let data: [Employee]?
    }
}
