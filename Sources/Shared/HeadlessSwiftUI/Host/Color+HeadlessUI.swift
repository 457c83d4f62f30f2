import HeadlessUI

extension Color {
    /// The HeadlessUI colour of the same name.
    var platformColor: HeadlessUI.Color {
        HeadlessUI.Color(name: name)
    }
}
