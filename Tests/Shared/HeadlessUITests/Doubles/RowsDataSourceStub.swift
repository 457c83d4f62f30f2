import Foundation
import HeadlessUI

/// Answers a table with canned rows of text, one array per section, in `LabelCellSpy` cells. Like
/// any array-backed data source, it cannot make a cell for a row it does not have.
@MainActor
final class RowsDataSourceStub: TableViewDataSource {
    static let reuseIdentifier = "row"
    var sections: [[String]]
    var reuseIdentifier = RowsDataSourceStub.reuseIdentifier
    private(set) var requestedRows: [IndexPath] = []

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: TableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        requestedRows.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
        (cell as? LabelCellSpy)?.nameLabel.text = sections[indexPath.section][indexPath.row]
        return cell
    }
}
