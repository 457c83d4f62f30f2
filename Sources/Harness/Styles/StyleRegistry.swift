import MVC
import MVP
import MVVM
import MVVMC
import TEA
import VIP
import VIPER

/// The styles under comparison: the one place that names them. A new style is one more line.
public enum StyleRegistry {
    public static let all: [Style] = [
        Style(name: "MVC", makeRootViewController: MVCApp.makeRootViewController),
        Style(name: "MVVM", makeRootViewController: MVVMApp.makeRootViewController),
        Style(name: "VIPER", makeRootViewController: VIPERApp.makeRootViewController),
        Style(name: "MVP", makeRootViewController: MVPApp.makeRootViewController),
        Style(name: "MVVMC", makeRootViewController: MVVMCApp.makeRootViewController),
        Style(name: "TEA", makeRootViewController: TEAApp.makeRootViewController),
        Style(name: "VIP", makeRootViewController: VIPApp.makeRootViewController),
    ]

    public static func style(named name: String) -> Style? {
        all.first { $0.name == name }
    }
}
