#include "gui/catalog/PriceHistoryWidget.h"

#include "charts/ChartView.h"
#include "charts/PriceHistoryChart.h"
#include "core/base/Error.h"
#include "text/CatalogNames.h"
#include "text/Format.h"

#include <QChart>
#include <QComboBox>
#include <QDateTime>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QVBoxLayout>
#include <QXYSeries>

#include <algorithm>
#include <map>

namespace gpuplan::gui {

PriceHistoryWidget::PriceHistoryWidget(QWidget* parent) : QWidget(parent) {
    gpu_ = new QComboBox(this);
    gpu_->setObjectName(QStringLiteral("priceHistoryGpu"));
    currency_ = new QComboBox(this);
    currency_->setObjectName(QStringLiteral("priceHistoryCurrency"));
    view_ = new charts::ChartView(this);
    view_->setObjectName(QStringLiteral("priceHistoryChart"));
    view_->setMinimumHeight(280);
    sources_ = new QListWidget(this);
    sources_->setObjectName(QStringLiteral("priceHistorySources"));
    sources_->setWordWrap(true);

    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("GPU:"), this));
    top->addWidget(gpu_, 1);
    top->addSpacing(12);
    top->addWidget(new QLabel(tr("Display currency:"), this));
    top->addWidget(currency_);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(view_);
    auto* sources_box = new QWidget(split);
    auto* sources_layout = new QVBoxLayout(sources_box);
    sources_layout->setContentsMargins(0, 0, 0, 0);
    sources_layout->addWidget(new QLabel(tr("Sources"), sources_box));
    sources_layout->addWidget(sources_);
    split->addWidget(sources_box);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);

    connect(gpu_, &QComboBox::currentIndexChanged, this, &PriceHistoryWidget::rebuild);
    connect(currency_, &QComboBox::currentIndexChanged, this, &PriceHistoryWidget::rebuild);
    connect(currency_, &QComboBox::activated, this, [this] {
        user_chose_ = true;
        wanted_currency_ = currency_->currentText();
    });
    wanted_currency_ = preferredCurrency();
}

QString PriceHistoryWidget::preferredCurrency() {
    const QString c = QSettings().value(QStringLiteral("display/currency"), QStringLiteral("EUR")).toString();
    return c.trimmed().isEmpty() ? QStringLiteral("EUR") : c.trimmed().toUpper();
}

QString PriceHistoryWidget::displayCurrency() const {
    return currency_->currentText();
}

void PriceHistoryWidget::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    // The preference may have changed since (Preferences dialog) while the user did not pick here.
    if (!user_chose_ && preferredCurrency() != wanted_currency_) {
        wanted_currency_ = preferredCurrency();
        setDisplayCurrency(wanted_currency_);
    }
}

void PriceHistoryWidget::setCatalog(const Catalog& catalog) {
    catalog_ = catalog;
    const QString gpu = gpu_->currentData().toString();
    const QString currency = wanted_currency_;
    {
        const QSignalBlocker b1(gpu_);
        const QSignalBlocker b2(currency_);
        gpu_->clear();
        for (const auto& g : catalog_.gpus)
            gpu_->addItem(
                QStringLiteral("%1 (%2)").arg(text::gpuNameText(g.name), QString::fromStdString(g.id)),
                QString::fromStdString(g.id));
        // The currencies prices can be converted to: EUR and those with a rate.
        currency_->clear();
        currency_->addItem(QStringLiteral("EUR"));
        for (const auto& r : catalog_.rates)
            if (r.currency != "EUR")
                currency_->addItem(QString::fromStdString(r.currency));
        currency_->setToolTip(tr("Prices are converted with the catalog's exchange rates (Currencies tab)"));
        const int g = gpu_->findData(gpu);
        gpu_->setCurrentIndex(g >= 0 ? g : 0);
        const int c = currency_->findText(currency);
        currency_->setCurrentIndex(c >= 0 ? c : 0);
    }
    rebuild();
}

void PriceHistoryWidget::showGpu(const QString& gpu_id) {
    const int i = gpu_->findData(gpu_id);
    if (i >= 0)
        gpu_->setCurrentIndex(i);
}

void PriceHistoryWidget::setDisplayCurrency(const QString& currency) {
    wanted_currency_ = currency;
    const int i = currency_->findText(currency);
    currency_->setCurrentIndex(i >= 0 ? i : 0);
}

void PriceHistoryWidget::rebuild() {
    const std::string gpu = gpu_->currentData().toString().toStdString();
    const std::string display = currency_->currentText().toStdString();
    std::vector<GpuPrice> prices;
    for (const auto& p : catalog_.prices)
        if (p.gpu_id == gpu)
            prices.push_back(p);
    std::sort(prices.begin(), prices.end(),
              [](const GpuPrice& a, const GpuPrice& b) { return a.date < b.date; });

    std::map<QString, charts::PriceHistorySeries> by_kind;
    sources_->clear();
    for (const auto& p : prices) {
        const QString kind =
            tr("%1, %2").arg(QString::fromStdString(p.condition), QString::fromStdString(p.currency));
        auto& s = by_kind[kind];
        s.name = kind;
        const QString source =
            tr("%1: %2 %3 (%4%5) - %6")
                .arg(QString::fromStdString(p.date))
                .arg(text::Format().decimal(p.amount, 2))
                .arg(QString::fromStdString(p.currency), QString::fromStdString(p.condition),
                     p.estimate ? tr(", estimate") : QString(), QString::fromStdString(p.source));
        try {
            const double amount = catalog_.convert(p.amount, p.currency, display);
            s.points.append({QDate::fromString(QString::fromStdString(p.date), Qt::ISODate), amount});
            sources_->addItem(source);
        } catch (const InputError& e) {
            sources_->addItem(tr("%1 (not drawn: %2)").arg(source, QString::fromStdString(e.what())));
        }
    }
    QList<charts::PriceHistorySeries> series;
    for (auto& [kind, s] : by_kind)
        series.append(s);

    QChart* old = view_->chart();
    QString title = prices.empty() ? tr("No prices for %1").arg(gpu_->currentText())
                                   : tr("Price history of %1").arg(gpu_->currentText());
    if (!wanted_currency_.isEmpty() && wanted_currency_ != currency_->currentText())
        title += tr(" (in %1: the catalog has no exchange rate for %2)")
                     .arg(currency_->currentText(), wanted_currency_);
    view_->setChart(charts::PriceHistoryChart::build(
        series, title, tr("Price per GPU (%1)").arg(QString::fromStdString(display))));
    delete old;
    view_->attachInteractions();
    view_->setXYTooltipFormatter([display](const QXYSeries* s, QPointF p) {
        return tr("%1: %2 %3 on %4")
            .arg(s->name())
            .arg(text::Format().decimal(p.y(), 0))
            .arg(QString::fromStdString(display))
            .arg(QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(p.x()), Qt::UTC)
                     .date()
                     .toString(Qt::ISODate));
    });
}

} // namespace gpuplan::gui
