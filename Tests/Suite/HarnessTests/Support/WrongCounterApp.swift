import Catalogue
import Foundation
import Harness
import HeadlessUI
import Models

/// A deliberately broken "style": a Todo screen built straight from HeadlessUI whose counter says
/// "0 items" instead of "0 items left". It lets the tests show how a failing scenario reads.
@MainActor
enum WrongCounterApp {
    static let style = Style(.fake("WrongCounter")) { dependencies in makeRoot(dependencies) }

    static func makeRoot(_ dependencies: AppDependencies) -> ViewController {
        let screen = TodoScreen()
        screen.title = "Todo"
        let navigation = NavigationController(rootViewController: screen)
        navigation.tabBarItem = TabBarItem(title: "Todo")
        let contacts = ViewController()
        contacts.title = "Contacts"
        let contactsNavigation = NavigationController(rootViewController: contacts)
        contactsNavigation.tabBarItem = TabBarItem(title: "Contacts")
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, contactsNavigation]
        return tabs
    }

    /// The few elements a driver test needs: a field, an "Add" button that stays disabled until text
    /// is typed and then asks for confirmation in an alert, the wrong counter and an empty table.
    final class TodoScreen: ViewController, TableViewDataSource {
        let field = TextField()
        let addButton = Button(title: "Add")
        let counter = Label(identifier: "todo.counter")
        let empty = Label(identifier: "todo.empty")
        let table = TableView()
        private(set) var addTaps = 0

        override func viewDidLoad() {
            field.accessibilityIdentifier = "todo.nameField"
            field.placeholder = "What needs to be done?"
            addButton.accessibilityIdentifier = "todo.addButton"
            addButton.isEnabled = false
            counter.text = "0 items"
            empty.text = "Nothing to do"
            table.accessibilityIdentifier = "todo.list"
            table.dataSource = self
            for element in [field, addButton, counter, empty, table] as [View] { view.addSubview(element) }
            field.addAction(
                Action { [weak self] _ in self?.addButton.isEnabled = !(self?.field.text ?? "").isEmpty },
                for: .editingChanged)
            addButton.addAction(Action { [weak self] _ in self?.addTapped() }, for: .touchUpInside)
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            TableViewCell(reuseIdentifier: nil)
        }

        private func addTapped() {
            addTaps += 1
            let alert = AlertController(title: "Sure?", message: "Add it?", preferredStyle: .alert)
            alert.addAction(AlertAction(title: "No", style: .cancel))
            alert.addAction(AlertAction(title: "Yes", style: .default))
            present(alert, animated: true)
        }
    }
}
