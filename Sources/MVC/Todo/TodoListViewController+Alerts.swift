import HeadlessUI
import Models

extension TodoListViewController {
    func presentPriorityChoice(for item: TodoItem) {
        let sheet = AlertController(
            title: "Change priority", message: "You want to change priority for:\n\n\(item.name)",
            preferredStyle: .actionSheet)
        let choices: [(title: String, priority: Priority)] = [
            ("Normal", .normal), ("Important", .important), ("Urgent", .urgent),
        ]
        for choice in choices {
            sheet.addAction(
                AlertAction(title: choice.title, style: .default) { [weak self] _ in
                    guard let self else { return }
                    save(list.settingPriority(choice.priority, id: item.id))
                })
        }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        presentOnTop(sheet)
    }

    func presentRemoveConfirmation(for item: TodoItem) {
        let alert = AlertController(
            title: "Remove item", message: "You want to remove item:\n\n\(item.name)\n\nAre you sure?",
            preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            AlertAction(title: "Remove", style: .destructive) { [weak self] _ in
                guard let self else { return }
                save(list.removing(id: item.id))
            })
        presentOnTop(alert)
    }
}
