import Catalogue
import Foundation
import Harness
import HeadlessUI
import Models

/// A small app built straight from HeadlessUI for the driver's navigation steps: a list of two
/// fruits whose rows push a details screen, an "Add" bar button that pushes a form whose "Cancel"
/// takes the back button's place, a segmented control, and a "Rename" button that asks for a name in
/// an alert whose "Rename" button is enabled only while the field holds text.
@MainActor
enum NavigatingApp {
    static let style = Style(.fake("Navigating")) { _ in
        let navigation = NavigationController(rootViewController: ListScreen())
        navigation.tabBarItem = TabBarItem(title: "Fruit")
        let tabs = TabBarController()
        tabs.viewControllers = [navigation]
        return tabs
    }

    final class ListScreen: ViewController, TableViewDataSource, TableViewDelegate {
        private var names = ["Apple", "Pear"]
        private let table = TableView()
        private let filter = SegmentedControl(items: ["All", "Sweet"])
        private let renameButton = Button(title: "Rename")

        override func viewDidLoad() {
            title = "Fruit"
            table.accessibilityIdentifier = "fruit.list"
            table.register(TableViewCell.self, forCellReuseIdentifier: "fruit")
            table.dataSource = self
            table.delegate = self
            filter.accessibilityIdentifier = "fruit.filter"
            filter.selectedSegmentIndex = 0
            renameButton.accessibilityIdentifier = "fruit.rename"
            renameButton.addAction(Action { [weak self] _ in self?.askForName() }, for: .touchUpInside)
            let add = BarButtonItem(
                title: "Add",
                primaryAction: Action { [weak self] _ in
                    self?.navigationController?.pushViewController(FormScreen(), animated: true)
                })
            add.accessibilityIdentifier = "fruit.add"
            navigationItem.rightBarButtonItem = add
            for element in [filter, renameButton, table] as [View] { view.addSubview(element) }
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            let label = Label(identifier: "fruit.name")
            label.text = names[indexPath.row]
            for old in cell.contentView.subviews { old.removeFromSuperview() }
            cell.contentView.addSubview(label)
            return cell
        }

        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            navigationController?.pushViewController(DetailsScreen(name: names[indexPath.row]), animated: true)
        }

        private func askForName() {
            let alert = AlertController(
                title: "Rename", message: "A new name for the first fruit", preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            let rename = AlertAction(title: "Rename", style: .default) { [weak self, weak alert] _ in
                self?.names[0] = alert?.textFields?.first?.text ?? ""
                self?.table.reloadData()
            }
            rename.isEnabled = false
            alert.textFields?.first?.addAction(
                Action { [weak alert, weak rename] _ in
                    rename?.isEnabled = !(alert?.textFields?.first?.text ?? "").isEmpty
                }, for: .editingChanged)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            alert.addAction(rename)
            present(alert, animated: true)
        }
    }

    final class DetailsScreen: ViewController {
        private let name: String

        init(name: String) {
            self.name = name
            super.init()
            title = name
        }

        override func viewDidLoad() {
            let label = Label(identifier: "fruit.details")
            label.text = "All about \(name)"
            view.addSubview(label)
        }
    }

    /// A form pushed onto the stack, with "Cancel" on the left in place of the back button.
    final class FormScreen: ViewController {
        override init() {
            super.init()
            navigationItem.title = "New Fruit"
            let cancel = BarButtonItem(
                title: "Cancel",
                primaryAction: Action { [weak self] _ in
                    self?.navigationController?.popViewController(animated: true)
                })
            cancel.accessibilityIdentifier = "fruit.cancel"
            navigationItem.leftBarButtonItem = cancel
        }
    }
}
