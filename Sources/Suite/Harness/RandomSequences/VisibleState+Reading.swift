extension VisibleState {
    /// Reads what the app shows now, through the driver only.
    @MainActor
    static func read(from app: AppDriver) throws -> VisibleState {
        guard let screen = try? app.content() else { return VisibleState(title: "", alert: app.alert) }
        let title = screen.title ?? ""
        var state = VisibleState(title: title, alert: app.alert)
        switch title {
        case "Todo": state.todo = try readTodo(screen)
        case "Contacts": state.contacts = try readContacts(screen)
        case "New Contact":
            state.newContact = NewContactScreen(
                firstName: try screen.text(of: Identifier.NewContact.firstName),
                lastName: try screen.text(of: Identifier.NewContact.lastName))
        default: break
        }
        return state
    }

    @MainActor
    private static func readTodo(_ screen: ScreenContent) throws -> TodoScreen {
        let rows = try screen.rows(in: Identifier.Todo.list).map { row in
            TodoRow(
                index: row.text(Identifier.Todo.rowIndex) ?? "", name: row.text(Identifier.Todo.rowName) ?? "",
                date: row.text(Identifier.Todo.rowDate) ?? "",
                nameStyle: style(row.element(Identifier.Todo.rowName)),
                dateStyle: style(row.element(Identifier.Todo.rowDate)),
                marker: row.element(Identifier.Todo.rowPriority)?.backgroundColor ?? "none")
        }
        return TodoScreen(
            field: try screen.text(of: Identifier.Todo.nameField),
            addEnabled: try screen.isEnabled(Identifier.Todo.addButton),
            counter: try screen.text(of: Identifier.Todo.counter), emptyShown: screen.isVisible(Identifier.Todo.empty),
            rows: rows)
    }

    @MainActor
    private static func readContacts(_ screen: ScreenContent) throws -> ContactsScreen {
        let rows = try screen.rows(in: Identifier.Contacts.list).map { row in
            "\(row.text(Identifier.Contacts.rowName) ?? "") [\(row.element(Identifier.Contacts.rowImage)?.imageName ?? "no image")]"
        }
        return ContactsScreen(
            rows: rows, emptyShown: screen.isVisible(Identifier.Contacts.empty),
            loadingShown: screen.isVisible(Identifier.Contacts.loading),
            importEnabled: try screen.isEnabled(Identifier.Contacts.importButton))
    }

    /// "black" or "gray struck", as the reference model writes it.
    static func style(color: String, struck: Bool) -> String {
        struck ? "\(color) struck" : color
    }

    private static func style(_ element: ElementSnapshot?) -> String {
        guard let element else { return "missing" }
        return style(color: element.textColor ?? "none", struck: element.isStrikethrough)
    }
}
