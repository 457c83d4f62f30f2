/// One button of an `AlertDisplay`: its title, its role and what tapping it decides. A button with
/// no choice only closes the alert.
struct AlertButtonDisplay<Choice: Equatable>: Equatable {
    enum Role: Equatable {
        case `default`
        case cancel
        case destructive
    }

    let title: String
    let role: Role
    let choice: Choice?

    init(title: String, role: Role = .default, choice: Choice? = nil) {
        self.title = title
        self.role = role
        self.choice = choice
    }
}
