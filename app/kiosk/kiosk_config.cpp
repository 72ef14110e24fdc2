#include "kiosk_config.h"

#include <QFileInfo>
#include <QSettings>

namespace {

int readSeconds(const QSettings& settings, const QString& key, int fallback, int minimum,
                QStringList* problems)
{
    if (!settings.contains(key))
        return fallback;
    bool ok = false;
    const int value = settings.value(key).toInt(&ok);
    if (!ok || value < minimum || value > 24 * 3600) {
        problems->append(QStringLiteral("%1=%2 is not a number of seconds from %3 on; using %4")
                             .arg(key, settings.value(key).toString())
                             .arg(minimum)
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
    QSettings settings(path, QSettings::IniFormat);
    if (settings.status() != QSettings::NoError) {
        config.problems.append(
            QStringLiteral("%1 could not be read; the defaults are used").arg(path));
        return config;
    }
    settings.beginGroup(QStringLiteral("kiosk"));
    config.idleSeconds = readSeconds(settings, QStringLiteral("idle_seconds"),
                                     KioskConfig::kDefaultIdleSeconds, 10, &config.problems);
    config.countdownSeconds = readSeconds(settings, QStringLiteral("countdown_seconds"),
                                          KioskConfig::kDefaultCountdownSeconds,
                                          KioskConfig::kMinimumCountdownSeconds, &config.problems);
    const QString language =
        settings.value(QStringLiteral("language"), config.language).toString().trimmed();
    if (language == QLatin1String("de") || language == QLatin1String("en"))
        config.language = language;
    else
        config.problems.append(
            QStringLiteral("language=%1 is not de or en; using de").arg(language));
    config.sections = readList(settings, QStringLiteral("sections"));
    config.games = readList(settings, QStringLiteral("games"));
    config.pinHash = settings.value(QStringLiteral("pin_hash")).toString().trimmed();
    const QString orientation =
        settings.value(QStringLiteral("orientation"), config.orientation).toString().trimmed();
    if (orientation == QLatin1String("landscape") || orientation == QLatin1String("portrait"))
        config.orientation = orientation;
    else
        config.problems.append(
            QStringLiteral("orientation=%1 is not landscape or portrait").arg(orientation));
    return config;
}
