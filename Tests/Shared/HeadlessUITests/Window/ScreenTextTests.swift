import Foundation
import HeadlessUI
import TestSupport
import Testing

@Suite("ScreenText", .checkingForLeaks)
@MainActor
struct ScreenTextTests {
    /// Rows of (name, colour of the name, struck through, priority colour), like the todo list's.
    private final class TodoRowsStub: TableViewDataSource {
        let rows: [(String, Color, Bool, Color)]

        init(_ rows: [(String, Color, Bool, Color)]) {
            self.rows = rows
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            rows.count
        }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
            let (name, color, isStruck, priority) = rows[indexPath.row]
            let label = Label(identifier: "todo.row.name")
            label.text = name
            label.textColor = color
            label.isStrikethrough = isStruck
            let marker = View()
            marker.accessibilityIdentifier = "todo.row.priority"
            marker.backgroundColor = priority
            cell.contentView.addSubview(label)
            cell.contentView.addSubview(marker)
            return cell
        }
    }

    private let rows = TodoRowsStub([("Buy milk", .black, false, .red), ("Call mom", .gray, true, .lightGreen)])

    private func makeTodoScreen() -> ViewController {
        let screen = ViewController()
        screen.title = "Todo"
        screen.navigationItem.leftBarButtonItem = BarButtonItem(title: "Import")
        screen.navigationItem.leftBarButtonItem?.accessibilityIdentifier = "todo.importButton"
        screen.navigationItem.leftBarButtonItem?.isEnabled = false
        screen.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        let field = TextField()
        field.accessibilityIdentifier = "todo.nameField"
        field.placeholder = "What needs to be done?"
        let add = Button(title: "Add")
        add.accessibilityIdentifier = "todo.addButton"
        add.isEnabled = false
        let counter = Label(identifier: "todo.counter")
        counter.text = "1 item left"
        let empty = Label(identifier: "todo.empty")
        empty.text = "Nothing to do"
        empty.isHidden = true
        let table = TableView()
        table.accessibilityIdentifier = "todo.list"
        table.register(TableViewCell.self, forCellReuseIdentifier: "todo")
        table.dataSource = rows
        for view in [field, add, counter, empty, table] { screen.view.addSubview(view) }
        field.becomeFirstResponder()
        return screen
    }

    private func makeWindow(root: ViewController) -> Window {
        let window = Window()
        window.rootViewController = root
        window.makeKeyAndVisible()
        trackForMemoryLeaks(window)
        trackForMemoryLeaks(root)
        return window
    }

    private func makeTabs(_ first: ViewController, _ second: ViewController) -> TabBarController {
        let tabs = TabBarController()
        let stacks = [first, second].map(NavigationController.init(rootViewController:))
        stacks[0].tabBarItem = TabBarItem(title: "Todo")
        stacks[1].tabBarItem = TabBarItem(title: "Contacts")
        tabs.viewControllers = stacks
        return tabs
    }

    @Test("a screen renders its tabs, bar, visible elements, table rows and the alert over it")
    func wholeScreen() {
        let screen = makeTodoScreen()
        let window = makeWindow(root: makeTabs(screen, ViewController()))
        let alert = AlertController(
            title: "Remove item", message: "You want to remove item:\n\nBuy milk\n\nAre you sure?",
            preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Remove", style: .destructive))
        screen.present(alert, animated: true)

        let text = ScreenText.render(window)

        #expect(
            text == """
                tabs: [Todo] Contacts
                navigation bar "Todo", left todo.importButton: "Import" disabled, right "Edit"
                  todo.nameField: TextField "" placeholder "What needs to be done?" focused
                  todo.addButton: Button "Add" disabled
                  todo.counter: Label "1 item left" black
                  todo.list: Table, 2 rows
                    row 0: todo.row.name: Label "Buy milk" black | todo.row.priority: View red
                    row 1: todo.row.name: Label "Call mom" gray struck-through | todo.row.priority: View lightGreen
                presented:
                alert "Remove item": "You want to remove item:\\n\\nBuy milk\\n\\nAre you sure?" [Cancel (cancel)] [Remove (destructive)]
                """)
    }

    @Test("a pushed screen shows a back button and its own title; the stack below is not rendered")
    func pushedScreen() {
        let list = ViewController()
        list.title = "Contacts"
        let form = ViewController()
        form.navigationItem.title = "New Contact"
        let first = TextField()
        first.accessibilityIdentifier = "contact.firstName"
        first.placeholder = "First name"
        first.text = "Ana"
        first.isEnabled = false
        let image = ImageView(image: Image(named: "contact-placeholder"))
        let spinner = ActivityIndicatorView()
        spinner.startAnimating()
        for view in [first, image, spinner] { form.view.addSubview(view) }
        let navigation = NavigationController(rootViewController: list)
        navigation.pushViewController(form, animated: false)
        let window = makeWindow(root: navigation)

        #expect(
            ScreenText.render(window) == """
                navigation bar "New Contact", back
                  contact.firstName: TextField "Ana" placeholder "First name" disabled
                  Image contact-placeholder
                  Activity indicator (spinning)
                """)
    }

    @Test("a pushed screen whose left bar button takes the back button's place shows no back button")
    func pushedScreenWithLeftItem() {
        let form = ViewController()
        form.navigationItem.title = "New Contact"
        let cancel = BarButtonItem(title: "Cancel")
        cancel.accessibilityIdentifier = "contact.cancel"
        form.navigationItem.leftBarButtonItem = cancel
        let navigation = NavigationController(rootViewController: ViewController())
        navigation.pushViewController(form, animated: false)
        let window = makeWindow(root: navigation)

        #expect(
            ScreenText.render(window) == """
                navigation bar "New Contact", left contact.cancel: "Cancel"
                """)
    }

    @Test("an action sheet renders its kind, title, message and buttons")
    func actionSheet() {
        let sheet = AlertController(title: "Change priority", message: nil, preferredStyle: .actionSheet)
        for title in ["Normal", "Urgent"] { sheet.addAction(AlertAction(title: title, style: .default)) }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        trackForMemoryLeaks(sheet)

        #expect(ScreenText.render(sheet) == #"action sheet "Change priority": "" [Normal] [Urgent] [Cancel (cancel)]"#)
    }

    @Test("an alert renders its text fields before its buttons, and a disabled button as such")
    func alertWithTextField() {
        let alert = AlertController(title: "Rename task", message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.accessibilityIdentifier = "todo.renameField"
            field.text = "Buy milk"
            field.placeholder = "Task name"
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let rename = AlertAction(title: "Rename", style: .default)
        rename.isEnabled = false
        alert.addAction(rename)
        trackForMemoryLeaks(alert)

        #expect(
            ScreenText.render(alert)
                == #"alert "Rename task": "" todo.renameField: TextField "Buy milk" placeholder "Task name" "#
                + "[Cancel (cancel)] [Rename disabled]")
    }

    @Test("rendering one controller leaves out what it presents")
    func controllerAlone() {
        let screen = ViewController()
        let label = Label(identifier: "greeting")
        label.text = "Hello"
        screen.view.addSubview(label)
        let window = makeWindow(root: screen)
        screen.present(AlertController(title: "Alert", message: nil, preferredStyle: .alert), animated: false)

        #expect(ScreenText.render(screen) == #"  greeting: Label "Hello" black"#)
        #expect(ScreenText.render(window).hasSuffix("presented:\n" + #"alert "Alert": "" "#))
    }

    @Test("hidden elements and everything inside them are left out, in a screen and in a row")
    func hiddenElements() {
        final class BadgeCell: TableViewCell {
            let badge = View()
            let count = Label(identifier: "badge.count")

            required init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                count.text = "3"
                badge.addSubview(count)
                badge.isHidden = true
                contentView.addSubview(badge)
            }
        }
        final class OneRowStub: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
            }
        }
        let dataSource = OneRowStub()
        let screen = ViewController()
        let hiddenGroup = View()
        hiddenGroup.isHidden = true
        let inner = Label(identifier: "inner")
        hiddenGroup.addSubview(inner)
        let table = TableView()
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        table.dataSource = dataSource
        screen.view.addSubview(hiddenGroup)
        screen.view.addSubview(table)
        trackForMemoryLeaks(screen)

        #expect(ScreenText.render(screen) == "  Table, 1 rows\n    row 0: ")
        withExtendedLifetime(dataSource) {}
    }

    @Test("an empty window says there is nothing on screen")
    func emptyWindow() {
        let window = Window()
        trackForMemoryLeaks(window)

        #expect(ScreenText.render(window) == "(nothing on screen)")
    }
}
