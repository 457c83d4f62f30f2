import MVC
import MVVM
import VIPER

/// The styles under comparison: the one place that names them. A new style is one more line.
public enum StyleRegistry {
    public static let all: [Style] = [
        Style(name: "MVC", makeRootViewController: MVCApp.makeRootViewController),
        Style(name: "MVVM", makeRootViewController: MVVMApp.makeRootViewController),
        Style(name: "VIPER", makeRootViewController: VIPERApp.makeRootViewController),
    ]

    public static func style(named name: String) -> Style? {
        all.first { $0.name == name }
    }
}
