import common from "./common.json";
import titles from "./titles.json";
import home from "./home.json";
import me from "./me.json";
import install from "./install.json";
import marketing from "./marketing.json";
import validation from "./validation.json";
import errors from "./errors.json";

export default { common, titles, home, me, install, marketing, validation, errors };
