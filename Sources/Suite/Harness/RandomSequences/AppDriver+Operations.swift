extension AppDriver {
    /// Does `operation` the way a user (or the world) would, through the UI and the environment.
    func perform(_ operation: UserOperation) throws {
        switch operation {
        case .addTodo(let text):
            try selectTab("Todo")
            try addTodo(text)
        case .swipeTodo(let row, let action):
            try selectTab("Todo")
            try swipeTodo(row: row, action)
        case .chooseAlert(let title):
            try chooseAlertAction(title)
        case .openNewContact:
            try openNewContact()
        case .submitNewContact(let first, let last):
            try fillNewContact(first, last)
            try tap(Identifier.NewContact.done)
        case .cancelNewContact:
            try tap(Identifier.NewContact.cancel)
        case .tapImport:
            try tapImport()
        case .directoryAnswers(let answer):
            environment.directory.answer(answer.result)
        case .failNextSave(.tasks):
            environment.todoFake?.failNextSave(reason: ReferenceModel.saveFailureReason)
        case .failNextSave(.contacts):
            environment.contactFake?.failNextSave(reason: ReferenceModel.saveFailureReason)
        case .relaunch:
            relaunch()
        }
    }
}
