/// The UI framework a style's views are written for (on its headless stand-in).
public enum UIFramework: String, Sendable, Codable, CaseIterable {
    case uiKit = "UIKit"
    case swiftUI = "SwiftUI"
}
