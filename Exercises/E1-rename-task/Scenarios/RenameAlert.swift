import TestAids

/// The alerts of the rename request, with the exact texts its README gives.
enum RenameAlert {
    /// The question "Rename" asks, with the field holding `text` and "Rename" enabled or not.
    static func asking(_ text: String, canRename: Bool = true) -> AlertSnapshot {
        AlertSnapshot(
            title: "Rename task", message: "Enter a new name for this task.",
            fields: [.init(text: text, placeholder: "Task name")],
            buttons: [.cancel("Cancel"), .default("Rename", isEnabled: canRename)])
    }
}
