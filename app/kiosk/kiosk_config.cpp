#include "kiosk_config.h"

#include "kiosk_conf_file.h"
#include "store/password_hash.h"

#include <QFile>
#include <QFileInfo>
#include <QSettings>

namespace {

const QStringList kKnownKeys{
    QStringLiteral("idle_seconds"),
    QStringLiteral("countdown_seconds"),
    QStringLiteral("language"),
    QStringLiteral("sections"),
    QStringLiteral("games"),
    QStringLiteral("pin_hash"),
    QStringLiteral("orientation"),
    QStringLiteral("attract_song"),
    QStringLiteral("attract_song_volume"),
};

int readSeconds(const QSettings& settings, const QString& key, int fallback, int minimum,
                int maximum, QStringList* problems)
{
    if (!settings.contains(key))
        return fallback;
    bool ok = false;
    const int value = settings.value(key).toString().trimmed().toInt(&ok);
    if (!ok || value < minimum || value > maximum) {
        problems->append(QStringLiteral("%1=%2 is not a number of seconds from %3 to %4; using %5")
                             .arg(key, settings.value(key).toString())
                             .arg(minimum)
                             .arg(maximum)
                             .arg(fallback));
        return fallback;
    }
    return value;
}

QStringList readList(const QSettings& settings, const QString& key)
{
    // QSettings splits "a, b" into a list itself; a single value stays a string.
    const QVariant value = settings.value(key);
    QStringList list = value.typeId() == QMetaType::QStringList
                           ? value.toStringList()
                           : value.toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (QString& entry : list)
        entry = entry.trimmed();
    list.removeAll(QString());
    return list;
}

// Settings QSettings reads but the kiosk does not know (a typo in a key, a
// group other than [kiosk]): they would be ignored without a word.
void reportUnknownKeys(QSettings& settings, QStringList* problems)
{
    for (const QString& key : settings.allKeys()) {
        const QString group = key.section(QLatin1Char('/'), 0, -2);
        const QString name = key.section(QLatin1Char('/'), -1);
        if (group == QLatin1String(zv::kioskconf::kGroup) && kKnownKeys.contains(name))
            continue;
        if (name.startsWith(QLatin1Char('#'))) {
            problems->append(QStringLiteral("the line \"%1=…\" is read as a setting and ignored: "
                                            "a comment starts with ; in kiosk.conf, not #")
                                 .arg(name));
            continue;
        }
        problems->append(
            QStringLiteral("%1 is not a setting of the kiosk and is ignored (the "
                           "kiosk reads %2 in the group [kiosk])")
                .arg(group.isEmpty() ? name : QStringLiteral("[%1] %2").arg(group, name),
                     kKnownKeys.join(QStringLiteral(", "))));
    }
}

} // namespace

QString defaultKioskConfigPath()
{
    return QStringLiteral("/etc/zeitvertreib/kiosk.conf");
}

KioskConfig readKioskConfig(const QString& path)
{
    KioskConfig config;
    if (path.isEmpty() || !QFileInfo::exists(path))
        return config;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        config.problems.append(QStringLiteral("%1 could not be read (%2); the defaults are used")
                                   .arg(path, file.errorString()));
        return config;
    }
    // What QSettings passes over silently, with its line; the values it
    // could read are still used (each checked below), so a slip in one line
    // does not cost the others, the staff PIN among them.
    config.problems += zv::kioskconf::structureProblems(file.readAll());
    QSettings settings(path, QSettings::IniFormat);
    if (settings.status() == QSettings::AccessError) {
        config.problems.append(
            QStringLiteral("%1 could not be read; the defaults are used").arg(path));
        return config;
    }
    reportUnknownKeys(settings, &config.problems);
    settings.beginGroup(QLatin1String(zv::kioskconf::kGroup));
    config.idleSeconds = readSeconds(
        settings, QStringLiteral("idle_seconds"), KioskConfig::kDefaultIdleSeconds,
        KioskConfig::kMinimumIdleSeconds, KioskConfig::kMaximumIdleSeconds, &config.problems);
    config.countdownSeconds =
        readSeconds(settings, QStringLiteral("countdown_seconds"),
                    KioskConfig::kDefaultCountdownSeconds, KioskConfig::kMinimumCountdownSeconds,
                    KioskConfig::kMaximumCountdownSeconds, &config.problems);
    config.language =
        settings.value(QStringLiteral("language"), config.language).toString().trimmed();
    config.sections = readList(settings, QStringLiteral("sections"));
    config.games = readList(settings, QStringLiteral("games"));
    config.pinHash = settings.value(QStringLiteral("pin_hash")).toString().trimmed();
    if (!config.pinHash.isEmpty()) {
        config.pinHashProblem = zv::password::problemOf(config.pinHash);
        if (!config.pinHashProblem.isEmpty())
            config.problems.append(
                QStringLiteral("pin_hash cannot be used: %1. The staff menu cannot be opened "
                               "until it is set again with: zeitvertreib-cli kiosk-pin --config %2")
                    .arg(config.pinHashProblem, path));
    }
    const QString orientation = settings.value(QStringLiteral("orientation"), config.orientation)
                                    .toString()
                                    .trimmed()
                                    .toLower();
    if (orientation == QLatin1String("landscape") || orientation == QLatin1String("portrait"))
        config.orientation = orientation;
    else
        config.problems.append(
            QStringLiteral("orientation=%1 is not landscape or portrait").arg(orientation));
    const QString song =
        settings.value(QStringLiteral("attract_song"), QStringLiteral("off")).toString().trimmed();
    if (song == QLatin1String("on") || song == QLatin1String("off"))
        config.attractSong = song == QLatin1String("on");
    else
        config.problems.append(
            QStringLiteral("attract_song=%1 is not on or off; using off").arg(song));
    if (settings.contains(QStringLiteral("attract_song_volume"))) {
        bool ok = false;
        const int volume =
            settings.value(QStringLiteral("attract_song_volume")).toString().trimmed().toInt(&ok);
        if (ok && volume >= 5 && volume <= 100)
            config.attractSongVolume = volume;
        else
            config.problems.append(
                QStringLiteral("attract_song_volume=%1 is not a percentage from 5 to 100; using %2")
                    .arg(settings.value(QStringLiteral("attract_song_volume")).toString())
                    .arg(config.attractSongVolume));
    }
    return config;
}
