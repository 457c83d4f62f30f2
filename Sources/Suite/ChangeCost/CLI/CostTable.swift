import Measure
import Results

/// The costs as a plain-text table for the terminal, one block per request.
package enum CostTable {
    static let headers = [
        "Style", "Files", "New files", "Code +", "Code -", "Types +", "Protocols +", "Test files", "Test code +",
        "Test code -", "Per layer",
    ]

    package static func text(_ requests: [RequestCost]) -> String {
        requests.map { request in
            let rows = request.solutions.map { cost in
                [cost.style]
                    + [
                        cost.filesTouched, cost.filesAdded, cost.codeAdded, cost.codeRemoved, cost.typesAdded,
                        cost.protocolsAdded, cost.testFilesTouched, cost.testCodeAdded, cost.testCodeRemoved,
                    ].map(String.init)
                    + [cost.layers.map { "\($0.layer) +\($0.codeAdded) -\($0.codeRemoved)" }.joined(separator: ", ")]
            }
            let widths = headers.indices.map { column in
                ([headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
            }
            func line(_ cells: [String]) -> String {
                cells.enumerated().map { column, cell in
                    let padding = String(repeating: " ", count: widths[column] - cell.count)
                    // Names left, numbers right; the last column is text and is not padded.
                    if column == headers.count - 1 { return cell }
                    return column == 0 ? cell + padding : padding + cell
                }.joined(separator: "  ")
            }
            let missing =
                request.missingStyles.isEmpty
                ? "" : "\nNo solution yet: " + request.missingStyles.joined(separator: ", ")
            return "\n\(request.id) \(request.title)\n" + ([line(headers)] + rows.map(line)).joined(separator: "\n")
                + missing
        }.joined(separator: "\n")
    }
}
