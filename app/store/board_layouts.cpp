#include "store/board_layouts.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <yaml-cpp/yaml.h>

namespace zv {
namespace {

QString displayPath(const QString& root, const QString& gameKey)
{
    return (root.startsWith(QLatin1Char(':')) ? QStringLiteral("assets/content") : root) +
           QStringLiteral("/boards/") + gameKey + QStringLiteral(".yaml");
}

// One list of jumps ("ladders" or "snakes"): [{from: 2, to: 38}, ...].
bool readJumps(const YAML::Node& list, const QString& name, const QString& where, QString* text,
               QString* error)
{
    *text += name;
    if (!list)
        return true;
    if (!list.IsSequence()) {
        *error = QStringLiteral("%1:%2: '%3' must be a list of {from: N, to: N}")
                     .arg(where)
                     .arg(list.Mark().line + 1)
                     .arg(name);
        return false;
    }
    for (const YAML::Node& jump : list) {
        int from = 0, to = 0;
        try {
            if (!jump.IsMap() || !jump["from"] || !jump["to"] || jump.size() != 2)
                throw YAML::Exception(jump.Mark(), "");
            from = jump["from"].as<int>();
            to = jump["to"].as<int>();
        } catch (const YAML::Exception&) {
            *error = QStringLiteral("%1:%2: each of the %3 is {from: N, to: N} with two whole "
                                    "numbers (fields 1 to 100)")
                         .arg(where)
                         .arg(jump.Mark().line + 1)
                         .arg(name);
            return false;
        }
        *text += QStringLiteral(" %1-%2").arg(from).arg(to);
    }
    return true;
}

} // namespace

BoardLayoutRead readBoardLayout(const QString& root, const QString& gameKey)
{
    BoardLayoutRead read;
    const QString where = displayPath(root, gameKey);
    QFile file(QDir(root).filePath(QStringLiteral("boards/%1.yaml").arg(gameKey)));
    if (!file.exists())
        return read;
    read.found = true;
    if (!file.open(QIODevice::ReadOnly)) {
        read.error = where + QStringLiteral(": cannot be opened");
        return read;
    }
    YAML::Node doc;
    try {
        doc = YAML::Load(file.readAll().toStdString());
    } catch (const YAML::ParserException& e) {
        read.error = QStringLiteral("%1:%2: %3")
                         .arg(where)
                         .arg(e.mark.line + 1)
                         .arg(QString::fromStdString(e.msg));
        return read;
    }
    if (!doc.IsMap()) {
        read.error = where + QStringLiteral(": expected keys game, ladders, snakes");
        return read;
    }
    for (const auto& entry : doc) {
        const QString key = QString::fromStdString(entry.first.as<std::string>());
        if (key != QLatin1String("game") && key != QLatin1String("ladders") &&
            key != QLatin1String("snakes")) {
            read.error = QStringLiteral("%1:%2: unknown key '%3' (known: game, ladders, snakes)")
                             .arg(where)
                             .arg(entry.first.Mark().line + 1)
                             .arg(key);
            return read;
        }
    }
    if (!doc["game"] || QString::fromStdString(doc["game"].as<std::string>()) != gameKey) {
        read.error = where + QStringLiteral(": 'game: %1' is missing").arg(gameKey);
        return read;
    }
    QString text;
    if (!readJumps(doc["ladders"], QStringLiteral("ladders"), where, &text, &read.error))
        return read;
    text += QStringLiteral("; ");
    if (!readJumps(doc["snakes"], QStringLiteral("snakes"), where, &text, &read.error))
        return read;
    read.text = text;
    return read;
}

QStringList boardLayoutGames(const QString& root)
{
    QStringList games;
    const QDir folder(QDir(root).filePath(QStringLiteral("boards")));
    for (const QString& name :
         folder.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name))
        games.append(QFileInfo(name).completeBaseName());
    return games;
}

} // namespace zv
