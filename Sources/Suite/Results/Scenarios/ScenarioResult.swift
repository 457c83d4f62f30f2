/// The outcome of one scenario for one style.
package enum ScenarioResult: Sendable, Equatable, Codable {
    case pass
    /// The message says what went wrong, so the report can show it.
    case fail(String)
    /// An expected, documented failure; the reason is listed in the report.
    case knownIssue(String)

    /// The word the report prints: "pass", "fail" or "known issue".
    package var label: String {
        switch self {
        case .pass: "pass"
        case .fail: "fail"
        case .knownIssue: "known issue"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case result, message
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let label = try container.decode(String.self, forKey: .result)
        let message = try container.decodeIfPresent(String.self, forKey: .message) ?? ""
        switch label {
        case "pass": self = .pass
        case "fail": self = .fail(message)
        case "known issue": self = .knownIssue(message)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .result, in: container, debugDescription: "unknown result '\(label)'")
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .result)
        switch self {
        case .pass: break
        case .fail(let message), .knownIssue(let message): try container.encode(message, forKey: .message)
        }
    }
}
