import common from "./common.json";
import titles from "./titles.json";
import home from "./home.json";
import me from "./me.json";

export default { common, titles, home, me };
