import TestAids

/// Every alert and action sheet of BEHAVIOUR.md, with its exact texts and buttons. Scenarios and the
/// reference model both compare what is on screen with these.
public enum SpecAlert {
    public static let nameTooLong = ok("Name too long", "A task name can have at most 200 characters.")
    public static let missingContactName = AlertSnapshot(
        title: "Error", message: "A contact must have first and last names", buttons: [.default("Ok")])
    public static let contactNameTooLong = AlertSnapshot(
        title: "Error", message: "A name can have at most 100 characters", buttons: [.default("Ok")])

    public static func changeNotSaved(_ reason: String) -> AlertSnapshot {
        ok("Could not save", "Your change was not saved: \(reason)")
    }

    public static func contactNotSaved(_ reason: String) -> AlertSnapshot {
        ok("Could not save", "Your contact was not saved: \(reason)")
    }

    public static func contactsNotSaved(_ reason: String) -> AlertSnapshot {
        ok("Could not save", "Your contacts were not saved: \(reason)")
    }

    public static func removeItem(_ name: String) -> AlertSnapshot {
        AlertSnapshot(
            title: "Remove item", message: "You want to remove item:\n\n\(name)\n\nAre you sure?",
            buttons: [.cancel("Cancel"), .destructive("Remove")])
    }

    /// The action sheet of New Contact swiped down with text in a field: no title, no message.
    public static let discardChanges = AlertSnapshot(
        kind: .actionSheet, title: "", message: "", buttons: [.destructive("Discard Changes"), .cancel("Keep Editing")])

    public static func changePriority(_ name: String) -> AlertSnapshot {
        AlertSnapshot(
            kind: .actionSheet, title: "Change priority", message: "You want to change priority for:\n\n\(name)",
            buttons: [.default("Normal"), .default("Important"), .default("Urgent"), .cancel("Cancel")])
    }

    public static func tasksKept(in file: String) -> AlertSnapshot {
        ok("Could not load tasks", "Your saved tasks could not be read and were kept in \(file).")
    }

    public static func tasksUnreadable(_ reason: String) -> AlertSnapshot {
        ok("Could not load tasks", "Your saved tasks could not be read: \(reason).")
    }

    public static func contactsKept(in file: String) -> AlertSnapshot {
        ok("Could not load contacts", "Your saved contacts could not be read and were kept in \(file).")
    }

    public static func contactsUnreadable(_ reason: String) -> AlertSnapshot {
        ok("Could not load contacts", "Your saved contacts could not be read: \(reason).")
    }

    /// "Added N contacts, skipped M.", singular only for exactly one added contact.
    public static func importFinished(added: Int, skipped: Int) -> AlertSnapshot {
        ok("Import finished", "Added \(added) \(added == 1 ? "contact" : "contacts"), skipped \(skipped).")
    }

    public static func importFailed(_ reason: String) -> AlertSnapshot {
        AlertSnapshot(title: "Import failed", message: reason, buttons: [.cancel("Cancel"), .default("Retry")])
    }

    private static func ok(_ title: String, _ message: String) -> AlertSnapshot {
        AlertSnapshot(title: title, message: message, buttons: [.default("OK")])
    }
}
