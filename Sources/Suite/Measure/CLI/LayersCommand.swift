import Catalogue
import Foundation

/// `compare layers`: every measured source file with its style and layer, one per line.
package enum LayersCommand {
    package static func run(root: URL, table: LayerTable) -> CommandOutput {
        let inventory: SourceInventory
        do {
            inventory = try SourceInventory.load(packageRoot: root, table: table)
        } catch {
            return .failure("compare layers: \(error)")
        }
        var lines: [String] = []
        var unmapped: [String] = []
        for file in inventory.sources {
            switch table.placement(ofSource: file.path) {
            case .style(let style, let layer): lines.append("\(style)\t\(layer.rawValue)\t\(file.path)")
            case .shared(let module, let layer): lines.append("\(module)\t\(layer.rawValue)\t\(file.path)")
            case .tooling: continue
            case .unmapped: unmapped.append(file.path)
            }
        }
        let output = lines.joined(separator: "\n") + "\n"
        guard unmapped.isEmpty else {
            return CommandOutput(
                status: 1, standardOutput: output,
                standardError: String(describing: UnmappedFilesError(paths: unmapped)) + "\n")
        }
        return CommandOutput(standardOutput: output)
    }
}
